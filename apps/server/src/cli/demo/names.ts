import { Gender, type GenderValue } from '@lawbridge/contract';
import type { Random } from './random';

/** Common surnames, the most frequent listed more than once so they come up more often. */
const SURNAMES = [
  ...['王', '李', '张', '刘', '陈'].flatMap((name) => [name, name, name]),
  ...['杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡'].flatMap((name) => [name, name]),
  ...['郭', '何', '林', '罗', '高', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹'],
  ...['彭', '曾', '肖', '田', '董', '潘', '袁', '蔡', '蒋', '余', '于', '杜', '叶', '程', '魏'],
  ...['苏', '吕', '丁', '任', '卢', '姚', '沈', '钟', '姜', '崔', '谭', '陆', '范', '汪', '廖'],
  ...['石', '金', '贾', '夏', '付', '方', '邹', '熊', '白', '孟', '秦', '邱', '侯', '江', '尹'],
  '欧阳',
  '司马',
  '上官',
];

const GIVEN_MALE = [...'伟强磊军勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林志国建文博晨阳轩峰毅哲诚'];
const GIVEN_FEMALE = [...'芳娜敏静丽艳娟霞秀玲桂英慧莉燕红颖琳婷雪倩琪晶洁悦佳欣怡璐瑶萍岚蕾薇梦妍雅馨'];
const GIVEN_NEUTRAL = [...'子思文晓一嘉家雨天星清新春立振永德宏安梓'];

export type PersonGender = Exclude<GenderValue, typeof Gender.unknown.value>;

export interface PersonName {
  name: string;
  gender: PersonGender;
}

/** A realistic Chinese full name: surname plus a one- or two-character given name fitting the gender. */
export function generateName(random: Random, gender: PersonGender): string {
  const surname = random.pick(SURNAMES);
  const own = gender === Gender.male.value ? GIVEN_MALE : GIVEN_FEMALE;
  if (random.chance(0.3)) return surname + random.pick(own);
  const first = random.chance(0.5) ? random.pick(GIVEN_NEUTRAL) : random.pick(own);
  let second = random.pick(own);
  while (second === first) second = random.pick(own);
  return surname + first + second;
}

export function generatePerson(random: Random): PersonName {
  const gender: PersonGender = random.chance(0.55) ? Gender.male.value : Gender.female.value;
  return { name: generateName(random, gender), gender };
}
