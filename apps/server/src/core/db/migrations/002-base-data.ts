/**
 * Common data every installation starts with (PRODUCT §4), inserted by migration 002.
 * Operators edit it later; it is frozen here as of that migration.
 */

export const BASE_LEGAL_TYPES: ReadonlyArray<{ name: string; children: readonly string[] }> = [
  { name: '婚姻家庭', children: ['离婚纠纷', '子女抚养', '财产分割', '遗产继承'] },
  { name: '劳动纠纷', children: ['劳动仲裁', '工伤赔偿', '拖欠工资', '社保纠纷'] },
  { name: '合同纠纷', children: [] },
  { name: '债权债务', children: ['民间借贷', '债务追讨'] },
  { name: '交通事故', children: [] },
  { name: '刑事辩护', children: ['取保候审', '经济犯罪', '暴力犯罪'] },
  { name: '房产纠纷', children: ['房屋买卖', '房屋租赁', '征地拆迁'] },
  { name: '公司法务', children: ['股权纠纷', '公司设立', '知识产权'] },
  { name: '医疗纠纷', children: [] },
  { name: '行政诉讼', children: [] },
  { name: '消费维权', children: [] },
];

export const BASE_DEGREES: readonly string[] = ['大专', '本科', '硕士', '博士'];

export const BASE_ORDER_CONFIGS: ReadonlyArray<{
  scene: 'service' | 'appointment';
  name: string;
  price: number;
  description: string;
}> = [
  {
    scene: 'service',
    name: '图文咨询',
    price: 4900,
    description: '24 小时内与律师图文问答，可发送文字和图片，律师逐条解答',
  },
  {
    scene: 'service',
    name: '电话咨询',
    price: 9900,
    description: '30 分钟电话沟通，律师电话解答您的法律问题',
  },
  {
    scene: 'service',
    name: '合同审查',
    price: 29900,
    description: '律师审查一份合同，标注风险条款并给出修改意见',
  },
  {
    scene: 'service',
    name: '文书代写',
    price: 39900,
    description: '律师代写起诉状、答辩状、协议等一份法律文书',
  },
  { scene: 'service', name: '律师函', price: 59900, description: '律师以律师事务所名义起草并发送一份律师函' },
  {
    scene: 'appointment',
    name: '线下咨询预约',
    price: 19900,
    description: '1 小时面对面咨询，在约定时间地点与律师当面沟通',
  },
];
