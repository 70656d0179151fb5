import type { FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import { MSG_FILE_MISSING } from './file-service';

const FILE_FIELD = 'file';
const MSG_MALFORMED_UPLOAD = '上传内容格式不正确，请重新选择文件';

/**
 * The multipart field `file` of a file upload (users' and operators') as a stream, with its name; the stream
 * must be read to the end.
 */
export async function fileField(request: FastifyRequest) {
  if (!request.isMultipart()) throw AppError.badParams(MSG_FILE_MISSING);
  try {
    // One byte over the cap reaches the spool, which refuses it with the size message.
    const part = await request.file({ limits: { fileSize: FILE_MAX_BYTES + 1 } });
    if (!part || part.fieldname !== FILE_FIELD) {
      part?.file.resume();
      throw AppError.badParams(MSG_FILE_MISSING);
    }
    return part;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.badParams(MSG_MALFORMED_UPLOAD, error instanceof Error ? error.message : undefined);
  }
}
