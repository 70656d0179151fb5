import { maskPhone } from '@lawbridge/contract';

/**
 * Mainland mobile numbers however people write them (PRODUCT §9: never shown in free chat): 11 digits
 * standing alone, optionally after +86 / 0086 / 86, with spaces, dashes or dots between the digits, in
 * ASCII or full-width digits. Not inside a longer number.
 */
const MOBILE_IN_TEXT =
  /(?<![\d０-９])(?:(?:\+|00|＋)?[8８][6６][\s\-.]*)?[1１][3-9３-９](?:[\s\-.]*[\d０-９]){9}(?![\d０-９])/g;

const asciiDigits = (text: string): string =>
  text.replace(/[０-９]/g, (digit) => String(digit.charCodeAt(0) - 0xff10)).replace(/\D/g, '');

/** The text with every mobile number it holds shown as 138****5678. */
export const maskMobiles = (text: string): string =>
  text.replace(MOBILE_IN_TEXT, (written) => maskPhone(asciiDigits(written).slice(-11)));
