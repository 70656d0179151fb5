import { feedbackBody, type FeedbackBody } from '@lawbridge/contract';
import type { PickedImage } from '../../components/image-picker';
import { firstFieldIssue, type FieldIssue } from '../../lib/validation';

export interface FeedbackFormValues {
  content: string;
  contact: string;
  images: PickedImage[];
}

export const EMPTY_FEEDBACK_FORM: FeedbackFormValues = { content: '', contact: '', images: [] };

export type FeedbackCheck = { ok: true; body: FeedbackBody } | ({ ok: false } & FieldIssue);

/** Checks the form with the contract's own schema; the body is what POST /feedback receives. */
export function checkFeedback(values: FeedbackFormValues): FeedbackCheck {
  const input = {
    content: values.content,
    contact: values.contact.trim() || undefined,
    images: values.images.map((image) => image.id),
  };
  const issue = firstFieldIssue(feedbackBody, input);
  return issue ? { ok: false, ...issue } : { ok: true, body: feedbackBody.parse(input) };
}
