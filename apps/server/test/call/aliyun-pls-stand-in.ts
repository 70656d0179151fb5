import { AliyunPopStandIn } from '../sms/aliyun-pop-stand-in';
import type { StandInAnswer } from '../sms/stand-in-server';

/** An AXB subscription the stand-in made. */
export interface PlsBinding {
  subsId: string;
  a: string;
  b: string;
  x: string;
  /** `Expiration` as sent (China time). */
  expiration: string;
  outId: string;
  unbound: boolean;
}

const PHONE = /^1[3-9]\d{9}$/;
const CHINA_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A local dyplsapi.aliyuncs.com for BindAxb and UnbindSubscription (2017-05-25): Aliyun's gateway checks
 * (AliyunPopStandIn: the ACS3-HMAC-SHA256 signature from the AccessKey secret it knows, date, nonce,
 * version), then the action's own: the pool key, both numbers, an expiry more than a minute ahead, the
 * subscription and its X number. Answered like Dyplsapi.
 */
export class AliyunPlsStandIn extends AliyunPopStandIn {
  readonly bindings: PlsBinding[] = [];

  constructor(private readonly account: { accessKeyId: string; accessKeySecret: string; poolKey: string }) {
    super({ ...account, version: '2017-05-25', hostId: 'dyplsapi.aliyuncs.com' });
  }

  protected answerAction(action: string, query: Map<string, string>): StandInAnswer {
    if (action !== 'BindAxb' && action !== 'UnbindSubscription')
      return this.refuse(404, 'InvalidAction.NotFound', 'Specified api is not found');
    if (query.get('PoolKey') !== this.account.poolKey)
      return this.business('isv.NO_AVAILABLE_NUMBER', '号码池Key不存在');
    return action === 'BindAxb' ? this.bindAxb(query) : this.unbind(query);
  }

  private bindAxb(query: Map<string, string>): StandInAnswer {
    const a = query.get('PhoneNoA') ?? '';
    const b = query.get('PhoneNoB') ?? '';
    const expiration = query.get('Expiration') ?? '';
    if (!PHONE.test(a) || !PHONE.test(b) || a === b)
      return this.business('isv.INVALID_PARAMETERS', 'PhoneNoA/PhoneNoB 不正确');
    const expiresAt = Date.parse(`${expiration.replace(' ', 'T')}+08:00`);
    if (!CHINA_TIME.test(expiration) || !(expiresAt > Date.now() + 60_000))
      return this.business('isv.EXPIRE_DATE_ILLEGAL', '绑定关系的过期时间必须晚于当前时间1分钟以上');
    const binding: PlsBinding = {
      subsId: String(1000000000000 + this.bindings.length),
      a,
      b,
      x: `171${String(10000000 + this.bindings.length)}`,
      expiration,
      outId: query.get('OutId') ?? '',
      unbound: false,
    };
    this.bindings.push(binding);
    return this.success({ SecretBindDTO: { SubsId: binding.subsId, SecretNo: binding.x, Extension: '' } });
  }

  private unbind(query: Map<string, string>): StandInAnswer {
    const binding = this.bindings.find((item) => item.subsId === query.get('SubsId'));
    if (!binding || binding.x !== query.get('SecretNo') || binding.unbound)
      return this.business('isv.NO_SUCH_SUBSCRIPTION', '绑定关系不存在');
    binding.unbound = true;
    return this.success({ ChargeId: null });
  }
}
