import { API, type DocumentUploadRules } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { documentKeys } from './document-keys';

/** What the upload form offers the signed-in user: selling, the price band, Word files. */
export const useUploadRules = () =>
  useQuery({
    queryKey: documentKeys.rules(),
    queryFn: ({ signal }) => request<DocumentUploadRules>(API.documentRules, { signal }),
  });
