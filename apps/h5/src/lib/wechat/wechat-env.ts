/**
 * Seed §9 "paying environment": WeChat's own in-app browser, not WeCom (企业微信, whose user agent carries
 * both `MicroMessenger` and `wxwork`): only there do WeChat OAuth and `WeixinJSBridge` payments work.
 */
export function isWechatBrowser(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /MicroMessenger/i.test(userAgent) && !/wxwork/i.test(userAgent);
}
