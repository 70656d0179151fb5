import type { ContentKey } from '@lawbridge/contract';
import { ABOUT } from './about';
import { AGREEMENT_PRIVACY } from './agreement-privacy';
import { AGREEMENT_USER } from './agreement-user';
import { CONTACT } from './contact';
import { VERIFY_POLICY } from './verify-policy';

/** A content page's text: plain text, paragraphs separated by blank lines, headings numbered `一、`. */
export interface ContentText {
  title: string;
  body: string;
}

/** The texts every installation starts with (PRODUCT §13); operators edit them in the console. */
export const CONTENT_DEFAULTS: Record<ContentKey, ContentText> = {
  about: ABOUT,
  contact: CONTACT,
  agreement_user: AGREEMENT_USER,
  agreement_privacy: AGREEMENT_PRIVACY,
  verify_policy: VERIFY_POLICY,
};
