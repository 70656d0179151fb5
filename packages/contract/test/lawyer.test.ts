import { describe, expect, it } from 'vitest';
import { feedbackBody, lawyerApplyBody, lawyerListQuery, maskLicence } from '../src/index';

const validApplication = {
  real_name: '张伟',
  gender: 1,
  licence_no: '11101201810123456',
  law_firm: '北京市京桥律师事务所',
  practice_start_year: 2015,
  area_code: '110105',
  legal_type_ids: [2, 3],
  degree_id: 2,
  avatar: 'avatar_upload_0001',
  licence_photo: 'licence_upload_001',
  id_card_photo: 'idcard_upload_0001',
  description: '专注婚姻家庭纠纷十年。',
};

function messageOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('lawyer application schema', () => {
  it('accepts a complete application', () => {
    expect(lawyerApplyBody.safeParse(validApplication).success).toBe(true);
  });
  it.each([
    ['执业证号格式不正确', { licence_no: '1234' }],
    ['请选择擅长领域', { legal_type_ids: [] }],
    ['擅长领域最多选择5个', { legal_type_ids: [1, 2, 3, 4, 5, 6] }],
    ['擅长领域不能重复', { legal_type_ids: [2, 2] }],
    ['真实姓名至少2个字', { real_name: '张' }],
    ['性别不正确', { gender: 0 }],
    ['个人简介不能超过2000个字', { description: 'x'.repeat(2001) }],
  ])('refuses with %s', (message, change) => {
    expect(messageOf(lawyerApplyBody.safeParse({ ...validApplication, ...change }))).toBe(message);
  });
});

describe('directory query', () => {
  it('defaults the sort and paging', () => {
    expect(lawyerListQuery.parse({})).toMatchObject({ sort: 'default', page: 1, page_size: 20 });
  });
  it('caps the page size at 50 and checks area prefixes', () => {
    expect(messageOf(lawyerListQuery.safeParse({ page_size: 51 }))).toBe('每页条数不能大于50');
    expect(messageOf(lawyerListQuery.safeParse({ area_code: '110' }))).toBe('地区格式不正确');
    expect(lawyerListQuery.parse({ area_code: '1101' }).area_code).toBe('1101');
  });
});

describe('helpers', () => {
  it('masks a licence to its first and last 4 digits', () => {
    expect(maskLicence('11101201810123456')).toBe('1110*********3456');
  });
  it('feedback needs 5 to 500 characters and at most 3 images', () => {
    expect(messageOf(feedbackBody.safeParse({ content: '太短' }))).toBe('反馈内容至少5个字');
    const images = ['image_upload_1', 'image_upload_2', 'image_upload_3', 'image_upload_4'];
    expect(messageOf(feedbackBody.safeParse({ content: '页面打不开了怎么办', images }))).toBe(
      '图片最多上传3张',
    );
  });
});
