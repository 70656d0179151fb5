import { z } from 'zod';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadResult = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.enum(IMAGE_MIME_TYPES),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** Public address of an uploaded image. */
export function imageUrl(id: string): string {
  return `/api/v1/upload/image/${id}`;
}
