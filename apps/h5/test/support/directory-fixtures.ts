import type { AreaNode, LawyerDetail, LawyerListItem, LegalTypeNode } from '@lawbridge/contract';

export const areaTree: AreaNode[] = [
  { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京城区' }] },
  {
    code: '440000',
    name: '广东省',
    children: [
      { code: '440100', name: '广州市' },
      { code: '440300', name: '深圳市' },
    ],
  },
];

export const legalTypeTree: LegalTypeNode[] = [
  {
    id: 1,
    name: '婚姻家庭',
    children: [
      { id: 2, name: '离婚纠纷' },
      { id: 3, name: '子女抚养' },
    ],
  },
  { id: 10, name: '合同纠纷' },
];

export const lawyerItem = (overrides: Partial<LawyerListItem> = {}): LawyerListItem => ({
  uuid: 'lawyer-0001',
  name: '王建国',
  avatar: null,
  law_firm: '北京德衡律师事务所',
  practice_years: 12,
  area_name: '北京市 北京城区',
  legal_type_names: ['离婚纠纷', '合同纠纷'],
  rating: 4.8,
  review_count: 36,
  served_orders: 120,
  lowest_price: 4900,
  accepting: 1,
  ...overrides,
});

export const lawyerDetail = (overrides: Partial<LawyerDetail> = {}): LawyerDetail => ({
  ...lawyerItem(),
  gender: 1,
  practice_start_year: 2014,
  description: '专注婚姻家庭纠纷十二年。\n\n曾代理多起离婚财产分割案件。',
  degree_name: '硕士',
  degree_id: 3,
  area_code: '110101',
  legal_type_ids: [2, 10],
  licence_masked: '1101*********2345',
  office_address: '北京市东城区东长安街 1 号',
  services: [
    { id: 1, name: '图文咨询', price: 4900, description: '24小时内图文问答' },
    { id: 3, name: '合同审查', price: 29900, description: '' },
  ],
  appointment_price: 19900,
  latest_reviews: [],
  tag_counts: [],
  response: { conversations: 0, reply_rate: null, median_reply_minutes: null },
  enabled: 1,
  disabled_reason: null,
  ...overrides,
});
