import type { Random } from './random';

/** Characters for a firm's trade name (字号): one from each list, e.g. 明衡 or 正和. */
const TRADE_NAME_FIRST = [...'正明德信诚恒君华瀚天金汇致远泽安鼎博睿卓崇同嘉中'];
const TRADE_NAME_SECOND = [...'和衡达泰策弘通方平瑞合律道义邦盛晟诺行'];

/** The short form of a city used in firm names: 杭州市 → 杭州, 北京市 → 北京. */
export function cityShortName(cityName: string): string {
  return cityName.length > 2 && cityName.endsWith('市') ? cityName.slice(0, -1) : cityName;
}

/** A law firm name composed as `<城市名><字号>律师事务所`. */
export function generateFirmName(random: Random, cityName: string): string {
  return `${cityShortName(cityName)}${random.pick(TRADE_NAME_FIRST)}${random.pick(TRADE_NAME_SECOND)}律师事务所`;
}
