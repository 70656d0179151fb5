import type { Migration } from 'kysely';
import * as foundation from './001-foundation';
import * as commonLawyerOperator from './002-common-lawyer-operator';
import * as lawyerApplications from './003-lawyer-applications';
import * as directoryIndexes from './004-directory-indexes';
import * as feedbackContent from './005-feedback-content';
import * as lawyerNamePinyin from './006-lawyer-name-pinyin';
import * as rateCounters from './007-rate-counters';
import * as uploadVisibility from './008-upload-visibility';
import * as tokenSuccessor from './009-token-successor';
import * as directoryPinyinIndex from './010-directory-pinyin-index';
import * as moneyCore from './012-money-core';
import * as serviceOrders from './013-service-orders';
import * as sandboxPayments from './014-sandbox-payments';
import * as refundRequestUploads from './015-refund-request-uploads';
import * as reviews from './016-reviews';
import * as appointments from './017-appointments';
import * as chat from './018-chat';
import * as notifications from './019-notifications';
import * as smsOutbox from './020-sms-outbox';
import * as jobLeases from './021-job-leases';
import * as uploadFileNames from './022-upload-file-names';
import * as directoryKeywordIds from './023-directory-keyword-ids';
import * as lawyerServices from './025-lawyer-services';
import * as appointmentTimes from './026-appointment-times';
import * as orderConversations from './027-order-conversations';
import * as callBindings from './024-call-bindings';
import * as heldFunds from './028-held-funds';
import * as withdrawals from './029-withdrawals';
import * as appeals from './030-appeals';
import * as refundHearing from './031-refund-hearing';
import * as documents from './032-documents';
import * as documentCentreIndexes from './034-document-centre-indexes';
import * as documentAppeals from './035-document-appeals';
import * as documentUploadsAndTakers from './036-document-uploads-and-takers';
import * as documentSearchGrams from './042-document-search-grams';
import * as documentCatalogue from './043-document-catalogue';
import * as directoryCatalogue from './044-directory-catalogue';
import * as accountClosing from './037-account-closing';
import * as platformDocuments from './041-platform-documents';
import * as userBans from './039-user-bans';
import * as lawyerReviews from './038-lawyer-reviews';

/** Every migration, keyed by its file name; applied in key order. Append new ones at the end. */
export const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-common-lawyer-operator': commonLawyerOperator,
  '003-lawyer-applications': lawyerApplications,
  '004-directory-indexes': directoryIndexes,
  '005-feedback-content': feedbackContent,
  '006-lawyer-name-pinyin': lawyerNamePinyin,
  '007-rate-counters': rateCounters,
  '008-upload-visibility': uploadVisibility,
  '009-token-successor': tokenSuccessor,
  '010-directory-pinyin-index': directoryPinyinIndex,
  '012-money-core': moneyCore,
  '013-service-orders': serviceOrders,
  '014-sandbox-payments': sandboxPayments,
  '015-refund-request-uploads': refundRequestUploads,
  '016-reviews': reviews,
  '017-appointments': appointments,
  '018-chat': chat,
  '019-notifications': notifications,
  '020-sms-outbox': smsOutbox,
  '021-job-leases': jobLeases,
  '022-upload-file-names': uploadFileNames,
  '023-directory-keyword-ids': directoryKeywordIds,
  '025-lawyer-services': lawyerServices,
  '026-appointment-times': appointmentTimes,
  '027-order-conversations': orderConversations,
  '024-call-bindings': callBindings,
  '028-held-funds': heldFunds,
  '029-withdrawals': withdrawals,
  '030-appeals': appeals,
  '031-refund-hearing': refundHearing,
  '032-documents': documents,
  '035-document-appeals': documentAppeals,
  '034-document-centre-indexes': documentCentreIndexes,
  '036-document-uploads-and-takers': documentUploadsAndTakers,
  '039-user-bans': userBans,
  '038-lawyer-reviews': lawyerReviews,
  '041-platform-documents': platformDocuments,
  '037-account-closing': accountClosing,
  '042-document-search-grams': documentSearchGrams,
  '043-document-catalogue': documentCatalogue,
  '044-directory-catalogue': directoryCatalogue,
};
