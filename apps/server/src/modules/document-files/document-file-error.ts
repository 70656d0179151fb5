import { ApiCode } from '@lawbridge/contract';
import { AppError } from '../../core/app-error.js';
import { DOCUMENT_FILE_REFUSALS, type DocumentFileRefusal } from './document-file-refusals.js';

/** A document the pipeline refuses: a code-1 AppError with the refusal's Chinese message, and the reason for callers and the log. */
export class DocumentFileError extends AppError {
  override name = 'DocumentFileError';

  constructor(
    readonly reason: DocumentFileRefusal,
    detail?: string,
  ) {
    super(ApiCode.badParams.value, DOCUMENT_FILE_REFUSALS[reason], detail);
  }
}
