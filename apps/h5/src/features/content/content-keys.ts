import type { ContentKey } from '@lawbridge/contract';
import { PATHS } from '../../app/paths';

/** Which content page each route shows. */
export const CONTENT_KEY_BY_PATH: Readonly<Record<string, ContentKey>> = {
  [PATHS.about]: 'about',
  [PATHS.contact]: 'contact',
  [PATHS.agreementUser]: 'agreement_user',
  [PATHS.agreementPrivacy]: 'agreement_privacy',
  [PATHS.publishingReview]: 'verify_policy',
};

/** Plain-text bodies separate paragraphs with blank lines; single line breaks stay inside a paragraph. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
