import type { ReviewTag } from '@lawbridge/contract';
import type { DemoMatter } from './matters';
import type { Random } from './random';

/** How a review starts: the matter the customer brought (so it fits the lawyer's legal types). */
const OPENINGS: ReadonlyArray<(matter: string) => string> = [
  (matter) => `${matter}的事找的这位律师，`,
  (matter) => `为了${matter}咨询了律师，`,
  (matter) => `${matter}的问题困扰我很久，`,
  (matter) => `关于${matter}，`,
];

/** What follows, fitting the stars. */
const VERDICTS: Record<number, readonly string[]> = {
  5: [
    '分析得很透彻，给出的方案也很实用，感谢！',
    '回复很及时，耐心解答了我所有的疑问，心里有底了。',
    '讲解通俗易懂，还提醒了我很多没想到的细节，强烈推荐。',
    '第一次找律师，态度很好，价格也合理，下次还找这位律师。',
    '按律师的建议准备了材料，后面进展很顺利，非常感谢！',
    '思路清晰，把风险和每一步都讲明白了。',
    '几句话就抓住了关键，很专业。',
    '问了很多遍也不嫌烦，专业又耐心。',
  ],
  4: [
    '整体很满意，分析到位，就是回复稍慢了一点。',
    '律师挺专业的，给了几个可行的方案，帮助很大。',
    '解答比较清楚，态度也不错，值得信赖。',
    '建议很实在，如果能再详细些就更好了。',
    '回答有条理，基本打消了我的顾虑。',
  ],
  3: [
    '回答中规中矩，基本解决了我的问题。',
    '建议有一定帮助，希望能再具体一些。',
    '给了方向，但细节讲得不多。',
  ],
  2: ['回复比较慢，解答也比较笼统，和期望有差距。', '感觉没太认真看我的材料，回答比较泛。'],
  1: ['等了很久才回复，内容也没有针对我的情况，不太满意。', '只给了几句套话，没解决实际问题。'],
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

/**
 * Mostly 4 and 5 stars, now and then fewer; tags and text that fit the stars, the text naming the order's
 * matter and written by nobody before (`used` holds the texts given out so far, across all lawyers).
 */
export function generateReview(random: Random, matter: DemoMatter, used: Set<string>): DemoReview {
  const rating = random.weighted([5, 4, 3, 2, 1], (stars) => ({ 5: 12, 4: 6, 3: 2, 2: 1, 1: 1 })[stars] ?? 1);
  const pool = TAGS_BY_RATING[rating] ?? [];
  const texts = OPENINGS.flatMap((opening) =>
    (VERDICTS[rating] ?? []).map((verdict) => opening(matter.matter) + verdict),
  ).filter((text) => !used.has(text));
  if (texts.length === 0) throw new Error(`demo review texts for ${matter.matter} ran out`);
  const text = random.pick(texts);
  used.add(text);
  return {
    rating,
    tags: random.sample(pool, Math.min(pool.length, random.int(rating >= 4 ? 1 : 0, 3))),
    text,
    anonymous: random.chance(0.2) ? 1 : 0,
  };
}
