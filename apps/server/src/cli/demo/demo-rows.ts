import { randomUUID } from 'node:crypto';
import { Channel, YesNo } from '@lawbridge/contract';
import type { NewUser } from '../../core/db/schema';
import type { NewLawyer } from '../../core/db/schema-common-lawyer-operator';
import { areaCodesOf } from '../../modules/common/area-codes';
import { fullPinyin, pinyinInitials } from '../../modules/common/pinyin-initials';
import type { DemoLawyer } from './lawyers';

/** A demo account row: own channel, never logged in. */
export function demoUserRow(input: {
  uuid?: string;
  phone: string;
  nickname: string;
  gender: number;
  isLawyer: boolean;
  now: number;
}): NewUser {
  return {
    uuid: input.uuid ?? randomUUID(),
    phone: input.phone,
    nickname: input.nickname,
    avatar_upload_id: null,
    gender: input.gender,
    is_lawyer: input.isLawyer ? YesNo.yes.value : YesNo.no.value,
    channel_type: Channel.own.value,
    openid: null,
    created_at: input.now,
    updated_at: input.now,
    last_login_at: null,
  };
}

/** The lawyer profile row of a generated lawyer; `uuid` is the user's uuid (one id for both). */
export function demoLawyerRow(
  lawyer: DemoLawyer,
  owner: { uuid: string; userId: number },
  now: number,
): NewLawyer {
  return {
    uuid: owner.uuid,
    user_id: owner.userId,
    name: lawyer.name,
    gender: lawyer.gender,
    licence_no: lawyer.licenceNo,
    law_firm: lawyer.lawFirm,
    practice_start_year: lawyer.practiceStartYear,
    ...areaCodesOf(lawyer.areaCode),
    degree_id: lawyer.degreeId,
    avatar_upload_id: null,
    description: lawyer.description,
    accepting: lawyer.accepting ? YesNo.yes.value : YesNo.no.value,
    // Counted from real orders and reviews afterwards (demo-history.ts); none for bulk lawyers.
    rating: 0,
    review_count: 0,
    served_orders: 0,
    name_pinyin_initials: pinyinInitials(lawyer.name),
    name_pinyin: fullPinyin(lawyer.name),
    created_at: now,
    updated_at: now,
  };
}
