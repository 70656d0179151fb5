import { AliyunPopStandIn } from './aliyun-pop-stand-in';
import type { StandInAnswer } from './stand-in-server';

/** A message the stand-in accepted, as Dysms would have sent it. */
export interface AliyunSent {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
  bizId: string;
}

/**
 * A local dysmsapi.aliyuncs.com for SendSms (2017-05-25): Aliyun's gateway checks (AliyunPopStandIn: the
 * ACS3-HMAC-SHA256 signature, date, nonce, version), the action, then the SMS fields, answered like Dysms.
 */
export class AliyunSmsStandIn extends AliyunPopStandIn {
  readonly sent: AliyunSent[] = [];
  /** phone → the business error Dysms answers for it (e.g. isv.BUSINESS_LIMIT_CONTROL). */
  readonly failingPhones = new Map<string, string>();

  constructor(
    private readonly account: {
      accessKeyId: string;
      accessKeySecret: string;
      signNames: string[];
      templateCodes: string[];
    },
  ) {
    super({ ...account, version: '2017-05-25', hostId: 'dysmsapi.aliyuncs.com' });
  }

  protected answerAction(action: string, query: Map<string, string>): StandInAnswer {
    if (action !== 'SendSms') return this.refuse(404, 'InvalidAction.NotFound', 'Specified api is not found');
    return this.sendSms(query);
  }

  private sendSms(query: Map<string, string>): StandInAnswer {
    const business = (code: string, message: string) => this.business(code, message);
    const phone = query.get('PhoneNumbers') ?? '';
    const signName = query.get('SignName') ?? '';
    const templateCode = query.get('TemplateCode') ?? '';
    if (!/^1[3-9]\d{9}$/.test(phone)) return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (!this.account.signNames.includes(signName))
      return business('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    if (!this.account.templateCodes.includes(templateCode))
      return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let params: unknown;
    try {
      params = JSON.parse(query.get('TemplateParam') ?? '');
    } catch {
      params = null;
    }
    if (
      typeof params !== 'object' ||
      params === null ||
      Object.values(params).some((value) => typeof value !== 'string')
    )
      return business('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    const failure = this.failingPhones.get(phone);
    if (failure) return business(failure, '触发号码天级流控Permits:10');
    const bizId = `${900619746936498 + this.sent.length}^0`;
    this.sent.push({ phone, signName, templateCode, params: params as Record<string, string>, bizId });
    return this.success({ BizId: bizId });
  }
}
