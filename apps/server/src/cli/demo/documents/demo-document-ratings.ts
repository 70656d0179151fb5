/**
 * What demo buyers wrote about the documents they bought (each used once across the centre) and what the
 * uploaders replied. Scores fit the words.
 */
export interface DemoDocumentRating {
  score: number;
  text: string;
}

export const DEMO_DOCUMENT_RATINGS: readonly DemoDocumentRating[] = [
  { score: 5, text: '条款很全，横线处照着填就能用，省了不少事。' },
  { score: 5, text: '使用说明写得很细，第一次自己起草也没出错。' },
  { score: 5, text: '比网上免费的版本规范多了，违约责任写得清楚。' },
  { score: 4, text: '内容实用，个别条款需要结合自己的情况改一改。' },
  { score: 5, text: '拿去和对方谈的时候心里有底了，推荐。' },
  { score: 5, text: '格式工整，打印出来直接签，对方也没提意见。' },
  { score: 4, text: '整体不错，希望能再附一份填好的示例。' },
  { score: 5, text: '风险提示那一页很有用，之前完全没想到这些。' },
  { score: 5, text: '按文中步骤准备材料，一次就递交成功了。' },
  { score: 4, text: '写得专业，就是条款比较多，需要花时间读。' },
  { score: 5, text: '律师写的就是不一样，法条引用都是最新的。' },
  { score: 3, text: '能用，但我的情况比较特殊，后来还是找律师改了。' },
  { score: 5, text: '价格不贵，内容对得起这个价，已经推荐给同事。' },
  { score: 5, text: '证据清单列得很全，仲裁时照着准备就行。' },
  { score: 4, text: '结构清楚，第一页就知道要填哪些信息。' },
  { score: 5, text: '帮我避开了押金条款的坑，租房时很实用。' },
  { score: 5, text: '文字通顺，没有那种东拼西凑的感觉。' },
  { score: 4, text: '大部分能直接用，付款节点我按自己的习惯调整了。' },
  { score: 5, text: '孩子抚养和探望写得很具体，双方都认可。' },
  { score: 5, text: '条理清晰，关键条款都有，省去了反复修改。' },
  { score: 4, text: '有参考价值，建议再补充一些常见问题的解答。' },
  { score: 5, text: '下载后马上就用上了，格式在手机上看也清楚。' },
  { score: 5, text: '赔偿项目列得很全，和对方协商时一项项对照。' },
  { score: 3, text: '内容偏通用，适合先了解流程，复杂情况还要咨询。' },
  { score: 5, text: '之前一直不知道怎么写申请书，这份正好解决了。' },
  { score: 5, text: '章程里的表决规则写得明白，股东们看了都同意。' },
  { score: 4, text: '挺好用的，要是有可以直接编辑的版本就更好了。' },
  { score: 5, text: '时限和材料写得很准，没有耽误申请时间。' },
  { score: 5, text: '语言规范，交给公司法务看也说没问题。' },
  { score: 4, text: '范本本身不错，说明部分还可以更详细一点。' },
];

export const DEMO_DOCUMENT_REPLIES: readonly string[] = [
  '感谢认可，情况特殊的话欢迎在线咨询，我帮您看看具体条款。',
  '谢谢反馈，下一个版本会补充填写示例。',
  '很高兴对您有帮助，签约前记得再核对一遍对方的主体信息。',
  '感谢建议，常见问题我整理后会放进更新的版本里。',
  '谢谢支持，如需按您的情况修改，可以下单文书代写。',
  '收到，后续会把说明部分再写得细一些。',
];
