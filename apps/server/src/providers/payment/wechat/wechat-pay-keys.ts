import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import type { WechatConfig } from '../../../config';

export interface WechatPayKeys {
  /** Signs our API requests and the JSAPI `paySign`. */
  merchantPrivateKey: KeyObject;
  /** WeChat Pay's verification keys by `Wechatpay-Serial`: the public key's id and/or certificate serials. */
  platformKeys: Record<string, KeyObject>;
}

function read(variable: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file}`, { cause: error });
  }
}

function rsaOnly(variable: string, file: string, key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Error(`${variable}: ${file} holds a ${key.asymmetricKeyType} key, not RSA`);
  }
  return key;
}

/** Loads the key files named by the config; errors name the variable and the file. */
export function loadWechatPayKeys(config: WechatConfig): WechatPayKeys {
  let merchantPrivateKey: KeyObject;
  try {
    merchantPrivateKey = createPrivateKey(read('WECHAT_MERCHANT_KEY_FILE', config.merchantKeyFile));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('WECHAT_')) throw error;
    throw new Error(`WECHAT_MERCHANT_KEY_FILE: no PEM private key in ${config.merchantKeyFile}`, {
      cause: error,
    });
  }
  rsaOnly('WECHAT_MERCHANT_KEY_FILE', config.merchantKeyFile, merchantPrivateKey);

  const platformKeys: Record<string, KeyObject> = {};
  if (config.platformPublicKey) {
    const { file, id } = config.platformPublicKey;
    const pem = read('WECHAT_PLATFORM_PUBLIC_KEY_FILE', file);
    let key: KeyObject;
    try {
      key = createPublicKey(pem);
    } catch (error) {
      throw new Error(`WECHAT_PLATFORM_PUBLIC_KEY_FILE: no PEM public key in ${file}`, { cause: error });
    }
    platformKeys[id] = rsaOnly('WECHAT_PLATFORM_PUBLIC_KEY_FILE', file, key);
  }
  for (const file of config.platformCertFiles) {
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(read('WECHAT_PLATFORM_CERT_FILES', file));
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('WECHAT_')) throw error;
      throw new Error(`WECHAT_PLATFORM_CERT_FILES: no PEM certificate in ${file}`, { cause: error });
    }
    platformKeys[certificate.serialNumber.toUpperCase()] = rsaOnly(
      'WECHAT_PLATFORM_CERT_FILES',
      file,
      certificate.publicKey,
    );
  }
  if (platformKeys[config.merchantSerial]) {
    throw new Error(
      'WECHAT_PLATFORM_CERT_FILES: holds the merchant certificate; give WeChat Pay platform certificates',
    );
  }
  return { merchantPrivateKey, platformKeys };
}
