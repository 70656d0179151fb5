import { tagCountsOf, type OwnReview, type PublicReview, type ReviewSummary } from '@lawbridge/contract';

export const REVIEWED_AT = Date.UTC(2026, 2, 12, 4, 30);

export const publicReview = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: 11,
  order_kind: 'service',
  service_name: '图文咨询',
  verified: 1,
  nickname: '李先生',
  avatar: null,
  anonymous: 0,
  rating: 5,
  tags: ['professional', 'clear'],
  text: '分析得很透彻，给了可操作的建议。',
  reply: null,
  replied_at: null,
  created_at: REVIEWED_AT,
  ...overrides,
});

export const ownReview = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  ...publicReview(),
  order_no: 'S2026031012345678',
  reply_editable_until: null,
  ...overrides,
});

export const summary = (overrides: Partial<ReviewSummary> = {}): ReviewSummary => ({
  average: 4.7,
  count: 3,
  tag_counts: tagCountsOf({ professional: 3, clear: 2 }),
  ...overrides,
});

/** A page of reviews as GET /review and GET /lawyer/review answer it. */
export const reviewsAnswer = <R>(
  list: R[],
  page = 1,
  total = list.length,
  figures = summary({ count: total }),
) => ({
  data: { summary: figures, reviews: { list, total, page, page_size: 10 } },
});
