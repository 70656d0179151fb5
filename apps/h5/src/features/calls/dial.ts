/** Hands the number to the phone's dialler (a `tel:` address opens it on phones; WeChat allows it too). */
export function dial(number: string): void {
  window.location.assign(`tel:${number}`);
}
