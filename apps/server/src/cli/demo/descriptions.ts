import type { Random } from './random';

export interface DescriptionFacts {
  name: string;
  lawFirm: string;
  degree: string;
  years: number;
  legalTypes: string[];
}

const STRENGTHS = [
  '擅长通过调解与谈判化解纠纷，注重为当事人节省时间和成本。',
  '办案细致严谨，重视证据梳理，多起案件获得法院支持。',
  '具有丰富的庭审经验，善于把握案件争议焦点。',
  '长期为企业和个人提供法律顾问服务，熟悉相关法律法规和司法实践。',
  '坚持以当事人利益为中心，沟通耐心，答复及时。',
  '曾在多家企业担任常年法律顾问，风险防范意识强。',
];

const PROMISES = [
  '欢迎在线咨询，我会认真分析您的问题并给出可行的建议。',
  '接受委托后全程跟进，及时向当事人反馈案件进展。',
  '对每一位当事人负责，用通俗的语言讲清法律问题。',
  '可提供图文咨询、电话咨询和线下面谈服务。',
];

/** A lawyer's self-introduction built from the profile facts plus two sentences on style. */
export function generateDescription(random: Random, facts: DescriptionFacts): string {
  const areas = facts.legalTypes.join('、');
  return [
    `${facts.name}律师，${facts.degree}学历，执业${facts.years}年，现为${facts.lawFirm}专职律师。`,
    `主要办理${areas}等类型案件。`,
    random.pick(STRENGTHS),
    random.pick(PROMISES),
  ].join('');
}
