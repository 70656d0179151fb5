import type { ReviewTag } from '@lawbridge/contract';
import type { Random } from './random';

/** What demo customers asked (服务详情's description, 10–1000 characters). */
export const DEMO_QUESTIONS = [
  '公司拖欠我两个月工资，多次催要无果，想了解如何申请劳动仲裁。',
  '租房合同还没到期，房东要求提前收房，押金不退，我该怎么办？',
  '朋友借款五万元写了借条，现在到期不还，起诉需要准备哪些材料？',
  '协议离婚时孩子的抚养权和房产怎么分配比较稳妥？',
  '骑电动车被汽车撞伤，对方保险公司赔偿金额偏低，能否再协商？',
  '与装修公司签的合同工期严重拖延，能否要求违约金？',
  '网购商品质量有问题，商家拒绝退货，想咨询维权途径。',
  '公司要和我解除劳动合同，经济补偿应该怎么计算？',
  '父亲去世没有留遗嘱，兄弟姐妹之间房产如何继承？',
  '想请律师帮忙审查一份股权转让协议，看看有没有风险条款。',
  '对方公司欠货款一年多，发律师函能否促使对方付款？',
  '二手房买卖交了定金后卖家反悔，定金能否双倍返还？',
] as const;

/** The lawyer's delivery note when marking the demo order delivered. */
export const DEMO_DELIVERY_NOTE = '已根据您提供的材料给出书面分析意见和下一步建议，如有疑问可继续沟通。';

const TEXTS: Record<number, readonly string[]> = {
  5: [
    '律师非常专业，把我的问题分析得很透彻，给出的方案也很实用，感谢！',
    '回复很及时，耐心解答了我所有的疑问，让我心里有底了。',
    '讲解通俗易懂，还提醒了我很多没想到的细节，强烈推荐。',
    '第一次咨询律师，服务态度很好，价格也合理，下次还会找这位律师。',
    '按照律师的建议准备材料，仲裁很顺利，非常感谢！',
    '',
  ],
  4: [
    '整体很满意，分析到位，就是回复稍微慢了一点。',
    '律师挺专业的，给了几个可行的方案，帮助很大。',
    '解答比较清楚，态度也不错，值得信赖。',
    '',
  ],
  3: ['回答中规中矩，基本解决了我的问题。', '建议有一定帮助，希望能再具体一些。'],
  2: ['回复比较慢，解答也比较笼统，和期望有差距。'],
  1: ['等了很久才回复，内容也没有针对我的情况，不太满意。'],
};

const TAGS_BY_RATING: Record<number, readonly ReviewTag[]> = {
  5: ['professional', 'patient', 'responsive', 'clear', 'friendly', 'value'],
  4: ['professional', 'clear', 'friendly', 'value', 'patient'],
  3: ['friendly', 'clear'],
  2: [],
  1: [],
};

export const DEMO_REPLIES = [
  '感谢您的信任与认可，后续有任何问题欢迎随时咨询。',
  '谢谢您的评价，祝您一切顺利！',
  '很高兴能帮到您，有需要可以继续联系我。',
  '感谢反馈，我会继续努力提供更好的服务。',
] as const;

export interface DemoReview {
  rating: number;
  tags: ReviewTag[];
  text: string;
  anonymous: 0 | 1;
}

/** Mostly 4 and 5 stars, now and then fewer; tags and text that fit the stars; one in five anonymous. */
export function generateReview(random: Random): DemoReview {
  const rating = random.weighted([5, 4, 3, 2, 1], (stars) => ({ 5: 12, 4: 6, 3: 2, 2: 1, 1: 1 })[stars] ?? 1);
  const pool = TAGS_BY_RATING[rating] ?? [];
  return {
    rating,
    tags: random.sample(pool, Math.min(pool.length, random.int(rating >= 4 ? 1 : 0, 3))),
    text: random.pick(TEXTS[rating] ?? ['']),
    anonymous: random.chance(0.2) ? 1 : 0,
  };
}
