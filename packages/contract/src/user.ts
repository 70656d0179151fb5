import { z } from 'zod';
import { Channel, Gender, YesNo } from './enums';
import { oneOf, pattern, text } from './fields';

export const userInfo = z.object({
  uuid: z.string(),
  phone: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: oneOf('性别', Gender.values as [number, ...number[]]),
  is_lawyer: oneOf('是否律师', YesNo.values as [number, ...number[]]),
  channel_type: oneOf('渠道', Channel.values as [string, ...string[]]),
});
export type UserInfo = z.infer<typeof userInfo>;

export const NICKNAME_MAX = 20;
/** An uploaded image id as returned by the upload endpoint. */
export const uploadIdField = pattern('图片', /^[A-Za-z0-9_-]{10,64}$/);

export const infoFieldBody = z.discriminatedUnion(
  'field',
  [
    z.object({ field: z.literal('nickname'), value: text('昵称', { max: NICKNAME_MAX }) }),
    z.object({ field: z.literal('avatar'), value: uploadIdField }),
    z.object({ field: z.literal('gender'), value: oneOf('性别', Gender.values as [number, ...number[]]) }),
  ],
  { error: '不支持修改该字段' },
);
export type InfoFieldBody = z.infer<typeof infoFieldBody>;
