import type { ContentText } from './index';

/**
 * 联系我们 ships with plausible contact details so operators see what belongs there, but they are examples:
 * the console marks the page 示例 and refuses to save them, and the public page leaves out every part
 * holding one until an operator has put in the platform's own (example-values.ts).
 */
export const CONTACT_EXAMPLE_VALUES = ['400-826-3650', 'kefu@lvqiao-law.cn', '江宁路1158号'] as const;

export const CONTACT: ContentText = {
  title: '联系我们',
  body: `使用律桥时遇到任何问题，或对我们的服务有意见和建议，欢迎通过以下方式联系我们。

一、客服热线

400-826-3650

工作时间：周一至周五 9:00—18:00（法定节假日除外）

非工作时间的来电，我们会在下一个工作日尽快回电。

二、客服邮箱

kefu@lvqiao-law.cn

我们会在3个工作日内回复邮件。律师认证、订单退款等问题，请在邮件中注明您的注册手机号后4位和相关订单号，方便我们尽快核实。

三、在线留言

您可以在「我的 - 留言反馈」中提交问题或建议，可附上截图。我们处理后会在留言反馈页面回复您。

四、办公地址

上海律桥网络科技有限公司

上海市静安区江宁路1158号16楼（邮编200060）

来访请提前通过客服热线预约。

五、温馨提示

平台客服不提供具体的法律意见，法律问题请向平台认证律师咨询。

平台工作人员不会以任何理由向您索要短信验证码或要求您向个人账户转账，遇到此类情况请提高警惕，并及时与我们联系。

注销账号可在「我的」›「账号与安全」›「注销账号」自行办理。如涉及个人信息保护方面的其他请求（查询、更正、删除个人信息），请按《隐私协议》中的方式联系我们。`,
};
