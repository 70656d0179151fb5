import type { Database } from '../../core/db/schema';

/**
 * Every column that holds upload ids. An upload none of them names is deleted a day after it was made
 * (upload-cleanup.ts), so a table that starts keeping upload ids (chat images, order attachments,
 * documents) must be listed here; a test fails for any `*upload_id` column missing from this list.
 */
export const UPLOAD_REFERENCES = [
  { table: 'users', column: 'avatar_upload_id' },
  { table: 'lawyers', column: 'avatar_upload_id' },
  { table: 'lawyer_applications', column: 'avatar_upload_id' },
  { table: 'lawyer_applications', column: 'licence_photo_upload_id' },
  { table: 'lawyer_applications', column: 'id_card_photo_upload_id' },
  { table: 'feedback_images', column: 'upload_id' },
  { table: 'service_order_uploads', column: 'upload_id' },
  { table: 'refund_request_uploads', column: 'upload_id' },
  { table: 'chat_messages', column: 'upload_id' },
  { table: 'appeal_uploads', column: 'upload_id' },
  { table: 'document_versions', column: 'upload_id' },
] as const satisfies ReadonlyArray<{ table: keyof Database; column: string }>;
