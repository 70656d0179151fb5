import {
  bandText,
  formatFen,
  lawyerShareOf,
  withinBand,
  type LawyerServicesBody,
  type OwnLawyerService,
} from '@lawbridge/contract';

/** One service as 编辑资料 edits it: offered or not, and the price as typed, in 元. */
export interface ServicePriceValue {
  id: number;
  offered: boolean;
  yuan: string;
}

const YUAN = /^\d{1,6}(\.\d{1,2})?$/;

/** `99` or `99.5` 元 → integer fen; null for anything that is not a price of at most two decimals. */
export function yuanToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!YUAN.test(trimmed)) return null;
  const [whole = '0', cents = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** The form's starting values: the lawyer's current choices, prices in 元 without trailing zeros. */
export function servicePriceValues(services: readonly OwnLawyerService[]): ServicePriceValue[] {
  return services.map((service) => ({
    id: service.id,
    offered: service.offered === 1,
    yuan: formatFen(service.price).replace(/\.00$/, ''),
  }));
}

/** The percentage a rate in basis points reads as: 2000 → `20%`, 1250 → `12.5%`. */
export const ratePercent = (rateBp: number): string => `${rateBp / 100}%`;

/** What the lawyer receives of a price typed in 元, as a sentence; null while the price is not readable. */
export function shareText(yuan: string, rateBp: number): string | null {
  const fen = yuanToFen(yuan);
  if (fen === null) return null;
  return `平台收取${ratePercent(rateBp)}佣金，您实得 ¥${formatFen(lawyerShareOf(fen, rateBp))}`;
}

/**
 * The body of POST /lawyer/services, or the first reason it cannot be sent (the same words as the
 * server's for a price outside the band).
 */
export function servicesBody(
  services: readonly OwnLawyerService[],
  values: readonly ServicePriceValue[],
): { body: LawyerServicesBody } | { issue: string } {
  const list: LawyerServicesBody['services'] = [];
  for (const value of values) {
    const service = services.find((item) => item.id === value.id);
    if (!service) continue;
    const price = yuanToFen(value.yuan);
    if (price === null) return { issue: `请填写${service.name}的价格（元，最多两位小数）` };
    if (!withinBand(price, service)) return { issue: `${service.name}的价格须在 ${bandText(service)} 之间` };
    list.push({ id: service.id, offered: value.offered ? 1 : 0, price });
  }
  return { body: { services: list } };
}
