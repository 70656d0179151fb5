import { z } from 'zod';
import { oneOf, text } from './fields';

/** Content pages operators edit (PRODUCT §13); the key is part of the address. */
export const CONTENT_KEYS = [
  'about',
  'contact',
  'agreement_user',
  'agreement_privacy',
  'verify_policy',
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

export const contentKeyParams = z.object({ key: oneOf('页面', CONTENT_KEYS) });

export const contentPage = z.object({
  key: z.enum(CONTENT_KEYS),
  title: z.string(),
  body: z.string(),
  updated_at: z.number().int(),
  /**
   * The page still holds the shipped example values (联系我们's hotline, e-mail, address) that no operator
   * has replaced: the console marks it 示例, the public page leaves those parts out.
   */
  example: z.boolean(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const contentUpdateBody = z.object({
  key: oneOf('页面', CONTENT_KEYS),
  title: text('标题', { max: 30 }),
  body: text('正文', { max: 20000 }),
});
export type ContentUpdateBody = z.infer<typeof contentUpdateBody>;
