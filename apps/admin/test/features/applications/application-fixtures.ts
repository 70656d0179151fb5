import type { AdminApplicationItem } from '@lawbridge/contract';

/** An application as the console API returns it; override what a test is about. */
export function applicationItem(overrides: Partial<AdminApplicationItem> = {}): AdminApplicationItem {
  return {
    id: 7,
    real_name: '张明远',
    gender: 1,
    licence_no: '13101201510123456',
    law_firm: '上海明远律师事务所',
    practice_start_year: 2015,
    area_code: '310101',
    area_name: '上海市 黄浦区',
    legal_type_ids: [11, 12],
    legal_type_names: ['婚姻家庭', '劳动纠纷'],
    degree_id: 3,
    degree_name: '硕士',
    avatar: 'avatar-upload-01',
    licence_photo: 'licence-upload-01',
    avatar_url: '/api/v1/upload/image/avatar-upload-01?e=1772000000000&s=sig-avatar',
    licence_photo_url: '/api/v1/upload/image/licence-upload-01?e=1772000000000&s=sig-licence',
    id_card_photo: 'idcard-upload-01',
    id_card_photo_url: '/api/v1/upload/image/idcard-upload-01?e=1772000000000&s=sig-idcard',
    description: '专注婚姻家庭纠纷十年。\n\n擅长调解。',
    status: 0,
    reason: null,
    created_at: Date.UTC(2025, 2, 1, 2, 0, 0),
    decided_at: null,
    user_uuid: 'user-uuid-0007',
    user_phone: '13800138000',
    licence_holder: null,
    applicant_lawyer_enabled: null,
    ...overrides,
  };
}
