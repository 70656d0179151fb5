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

/** Files attached to orders, deliveries and refund or appeal evidence: one file at most this large. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;

/** The kinds of file taken (told by the content, never by the name): PDF, Word, Excel and plain text. */
export const FILE_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
] as const;
export type FileMime = (typeof FILE_MIME_TYPES)[number];
/** The extension each kind is saved under when downloaded. */
export const FILE_EXTENSIONS: Record<FileMime, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/plain': 'txt',
};

export const fileUploadResult = z.object({
  id: z.string(),
  /** Signed for the uploader; downloads as `name`. */
  url: z.string(),
  mime: z.enum(FILE_MIME_TYPES),
  size: z.number().int(),
  /** The file name shown and used for the download (the uploaded name, cleaned, with the right extension). */
  name: z.string(),
});
export type FileUploadResult = z.infer<typeof fileUploadResult>;
