import { serviceOrderCreateBody, type ServiceOrderCreateBody } from '@lawbridge/contract';
import type { PickedFile } from '../../components/file-picker';
import type { PickedImage } from '../../components/image-picker';
import { firstFieldIssue, type FieldIssue } from '../../lib/validation';

/** 服务详情's answers on their way to 确认订单: kept for the tab's session, so back keeps them. */
export interface ServiceDraft {
  lawyer_uuid: string;
  config_id: number | null;
  description: string;
  images: PickedImage[];
  /** The contract to review, the documents of the matter. */
  files: PickedFile[];
}

export const SERVICE_DRAFT_KEY = 'lawbridge-service-draft';

export const emptyDraft = (lawyerUuid: string, configId: number | null): ServiceDraft => ({
  lawyer_uuid: lawyerUuid,
  config_id: configId,
  description: '',
  images: [],
  files: [],
});

export function readDraft(): ServiceDraft | null {
  try {
    const stored = sessionStorage.getItem(SERVICE_DRAFT_KEY);
    if (!stored) return null;
    const draft = JSON.parse(stored) as Partial<ServiceDraft>;
    if (typeof draft.lawyer_uuid !== 'string' || typeof draft.description !== 'string') return null;
    return {
      lawyer_uuid: draft.lawyer_uuid,
      config_id: typeof draft.config_id === 'number' ? draft.config_id : null,
      description: draft.description,
      images: Array.isArray(draft.images) ? draft.images : [],
      files: Array.isArray(draft.files) ? draft.files : [],
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: ServiceDraft): void {
  try {
    sessionStorage.setItem(SERVICE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable (private mode): the draft then lives only while the page does.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(SERVICE_DRAFT_KEY);
  } catch {
    // Nothing was stored.
  }
}

export type DraftCheck = { ok: true; body: ServiceOrderCreateBody } | ({ ok: false } & FieldIssue);

/** Checks the draft with the contract's own schema; the body is what POST /order/service receives. */
export function checkDraft(draft: ServiceDraft): DraftCheck {
  if (draft.config_id === null) return { ok: false, message: '请选择服务', field: 'config_id' };
  const input = {
    lawyer_uuid: draft.lawyer_uuid,
    config_id: draft.config_id,
    description: draft.description.trim(),
    images: draft.images.map((image) => image.id),
    files: draft.files.map((file) => file.id),
  };
  const issue = firstFieldIssue(serviceOrderCreateBody, input);
  return issue ? { ok: false, ...issue } : { ok: true, body: serviceOrderCreateBody.parse(input) };
}
