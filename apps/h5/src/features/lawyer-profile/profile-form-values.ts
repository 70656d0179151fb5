import type { LawyerDetail, LawyerProfileBody } from '@lawbridge/contract';
import type { PickedImage } from '../../components/image-picker';
import { profileBody } from './profile-body';

/** What the 编辑资料 form edits. */
export interface ProfileFormValues {
  avatar: PickedImage[];
  law_firm: string;
  practice_start_year: number;
  area_code: string;
  legal_type_ids: number[];
  degree_id: number;
  accepting: boolean;
  office_address: string;
}

/** The form starts from the current profile; the current avatar is known only by its address. */
export function profileFormValues(lawyer: LawyerDetail): ProfileFormValues {
  return {
    avatar: lawyer.avatar ? [{ id: lawyer.avatar, url: lawyer.avatar }] : [],
    law_firm: lawyer.law_firm,
    practice_start_year: lawyer.practice_start_year,
    area_code: lawyer.area_code,
    legal_type_ids: lawyer.legal_type_ids,
    degree_id: lawyer.degree_id,
    accepting: lawyer.accepting === 1,
    office_address: lawyer.office_address,
  };
}

/** The full profile object with the form's values; a newly uploaded avatar is sent by its id. */
export function profileFormBody(lawyer: LawyerDetail, values: ProfileFormValues): LawyerProfileBody {
  const picked = values.avatar[0];
  const newAvatar = picked && picked.url !== lawyer.avatar ? { avatar: picked.id } : {};
  return profileBody(lawyer, {
    law_firm: values.law_firm,
    practice_start_year: values.practice_start_year,
    area_code: values.area_code,
    legal_type_ids: values.legal_type_ids,
    degree_id: values.degree_id,
    accepting: values.accepting ? 1 : 0,
    office_address: values.office_address,
    ...newAvatar,
  });
}
