/** Masks a phone number as the seed says: first 3 digits, `****`, then the rest from the 8th digit on. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

/** Masks every 11-digit CN mobile number found inside a longer text (logs, chat). */
export function maskPhonesInText(textValue: string): string {
  return textValue.replace(/(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g, '$1****$2');
}
