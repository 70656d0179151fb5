import { z } from 'zod';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadResult = z.object({
  id: z.string(),
  /** Signed for the uploader: every upload is private until it becomes an avatar. */
  url: z.string(),
  mime: z.enum(IMAGE_MIME_TYPES),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/**
 * Stable address of a public uploaded image (avatars). Private images are only reachable at the signed
 * addresses the API hands out; clients never build those.
 */
export function imageUrl(id: string): string {
  return `/api/v1/upload/image/${id}`;
}
