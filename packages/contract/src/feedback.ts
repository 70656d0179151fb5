import { z } from 'zod';
import { idField, optionalText, text } from './fields';
import { pageQuery } from './paging';
import { uploadIdField } from './user';

export const FEEDBACK_IMAGES_MAX = 3;

/** POST /feedback (PRODUCT §13). */
export const feedbackBody = z.object({
  content: text('反馈内容', { min: 5, max: 500 }),
  contact: optionalText('联系方式', 50),
  images: z
    .array(uploadIdField, { error: '图片格式不正确' })
    .max(FEEDBACK_IMAGES_MAX, { error: `图片最多上传${FEEDBACK_IMAGES_MAX}张` })
    .default([]),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackItem = z.object({
  id: z.number().int(),
  content: z.string(),
  contact: z.string().nullable(),
  images: z.array(z.string()),
  handled: z.number().int(),
  reply: z.string().nullable(),
  created_at: z.number().int(),
  replied_at: z.number().int().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const adminFeedbackQuery = pageQuery.extend({
  handled: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});
export const adminFeedbackItem = feedbackItem.extend({ user_phone: z.string(), user_nickname: z.string() });
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItem>;

export const adminFeedbackParams = z.object({ id: idField('反馈') });

export const feedbackReplyBody = z.object({
  id: idField('反馈'),
  reply: text('回复内容', { min: 2, max: 500 }),
});
