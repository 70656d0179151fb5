import type { IsApplyResult } from '@lawbridge/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { currentShanghaiYear } from '../../../src/features/lawyer-profile/practice-years';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { application, areaTree, degrees, legalTypeTree } from '../../fixtures/lawyer';
import { customerUser } from '../../fixtures/users';
import { mockApi, type ApiAnswers } from '../../fixtures/mock-api';
import { openApp, PAGE_WAIT, SAVE_WAIT } from '../../fixtures/open-app';
import { pickAndConfirm } from '../../support/picker';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const NONE: IsApplyResult = { status: null, reason: null, application: null };
const REJECTED: IsApplyResult = {
  status: 2,
  reason: '执业证照片不清晰',
  application: { ...application, status: 2, reason: '执业证照片不清晰' },
};

function answers(isApply: IsApplyResult): ApiAnswers {
  return {
    '/api/v1/lawyer/is_apply': isApply,
    '/api/v1/areaCode/tree': areaTree,
    '/api/v1/lawyerLegalType/tree': legalTypeTree,
    '/api/v1/lawyerDegrees': degrees,
    'POST /api/v1/lawyer/apply': null,
  };
}

const submitButton = () => screen.getByRole('button', { name: '提交认证' });
/** The message under each field that was refused, top to bottom. */
const fieldErrors = () =>
  [...document.querySelectorAll('.adm-form-item-feedback-error')].map((error) => error.textContent);

/** A refused submit brings its first field into view (test/setup.ts gives jsdom's elements the method). */
let scrolled: MockInstance<Element['scrollIntoView']>;

beforeEach(() => {
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('律师认证 form', { timeout: 20_000 }, () => {
  it('shows the first Chinese message of every field and sends nothing', async () => {
    const api = mockApi(answers(NONE));
    openApp('#/pages/lawyer/profile/apply');
    fireEvent.click(await screen.findByRole('button', { name: '提交认证' }, PAGE_WAIT));

    await waitFor(
      () =>
        expect(fieldErrors()).toEqual([
          '请填写真实姓名',
          '请选择性别',
          '请填写执业证号',
          '请填写执业机构',
          '请选择执业起始年份',
          '请选择执业地区',
          '请选择擅长领域',
          '请选择学历',
          '请上传头像',
          '请上传执业证照片',
          '请上传身份证人像面照片',
          '请填写个人简介',
        ]),
      SAVE_WAIT,
    );
    expect(showToast).toHaveBeenCalledWith('请填写真实姓名');
    expect(api.posted('/api/v1/lawyer/apply')).toEqual([]);
  });

  it('brings the first refused field into view', async () => {
    mockApi(answers(NONE));
    openApp('#/pages/lawyer/profile/apply');
    fireEvent.click(await screen.findByRole('button', { name: '提交认证' }, PAGE_WAIT));

    await waitFor(
      () => expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' }),
      SAVE_WAIT,
    );
    const field = scrolled.mock.contexts[0] as Element;
    expect(field.textContent).toContain('真实姓名');
    expect(field.textContent).toContain('请填写真实姓名');
  });

  it('starts with no year, and the sheet offers this year at the latest', async () => {
    const thisYear = currentShanghaiYear();
    mockApi(answers(NONE));
    openApp('#/pages/lawyer/profile/apply');
    const trigger = await screen.findByRole('button', { name: '执业起始年份' }, PAGE_WAIT);
    expect(trigger.textContent).toBe('请选择执业起始年份');
    fireEvent.click(trigger);
    await screen.findByText(`${thisYear}年`);
    expect(screen.queryByText(`${thisYear + 1}年`)).toBeNull();
    await pickAndConfirm(`${thisYear}年`);
    await waitFor(() => expect(trigger.textContent).toBe(`${thisYear}年`));
  });

  it('refuses a previous application’s future year before sending', async () => {
    const thisYear = currentShanghaiYear();
    const api = mockApi(
      answers({ ...REJECTED, application: { ...REJECTED.application!, practice_start_year: thisYear + 1 } }),
    );
    openApp('#/pages/lawyer/profile/apply?reapply=1');
    await screen.findByDisplayValue('王明', {}, PAGE_WAIT);
    fireEvent.click(submitButton());

    const message = `执业起始年份最晚为${thisYear}年`;
    await waitFor(() => expect(fieldErrors()).toEqual([message]), SAVE_WAIT);
    expect(showToast).toHaveBeenCalledWith(message);
    expect(api.posted('/api/v1/lawyer/apply')).toEqual([]);
  });

  it('checks the format of what was typed with the contract', async () => {
    mockApi(answers(NONE));
    openApp('#/pages/lawyer/profile/apply');
    await screen.findByRole('button', { name: '提交认证' }, PAGE_WAIT);
    fireEvent.change(screen.getByPlaceholderText('与执业证一致'), { target: { value: '王' } });
    fireEvent.change(screen.getByPlaceholderText('17位数字'), { target: { value: '1101020000' } });
    fireEvent.change(screen.getByPlaceholderText('律师事务所名称'), { target: { value: '所' } });
    fireEvent.click(submitButton());

    await waitFor(
      () =>
        expect(fieldErrors().slice(0, 4)).toEqual([
          '真实姓名至少2个字',
          '请选择性别',
          '执业证号格式不正确',
          '执业机构至少2个字',
        ]),
      SAVE_WAIT,
    );
  });

  it('re-applies after a rejection from the previous application (images at their signed addresses) and sends image ids, not addresses', async () => {
    const api = mockApi(answers(REJECTED));
    openApp('#/pages/lawyer/profile/apply?reapply=1');
    const name = await screen.findByDisplayValue('王明', {}, PAGE_WAIT);
    expect(screen.getByText('北京市 市辖区 朝阳区')).toBeTruthy();
    expect(screen.getByText('离婚纠纷、劳动仲裁')).toBeTruthy();
    expect(screen.getByText('2016年')).toBeTruthy();
    const images = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual([
      '/api/v1/upload/image/avatar-upload-01?e=1772000000000&s=sig-avatar',
      '/api/v1/upload/image/licence-upload-01?e=1772000000000&s=sig-licence',
      '/api/v1/upload/image/idcard-upload-01?e=1772000000000&s=sig-idcard',
    ]);

    fireEvent.change(name, { target: { value: ' 王明远 ' } });
    fireEvent.click(submitButton());

    await waitFor(() => expect(api.posted('/api/v1/lawyer/apply')).toHaveLength(1), SAVE_WAIT);
    expect(api.posted('/api/v1/lawyer/apply')[0]).toEqual({
      real_name: '王明远',
      gender: 1,
      licence_no: '11010200000000001',
      law_firm: '北京明德律师事务所',
      practice_start_year: 2016,
      area_code: '110105',
      legal_type_ids: [2, 6],
      degree_id: 3,
      avatar: 'avatar-upload-01',
      licence_photo: 'licence-upload-01',
      id_card_photo: 'idcard-upload-01',
      description: '专注婚姻家庭与劳动争议十年。',
    });
    await waitFor(() => expect(window.location.hash).toBe('#/pages/lawyer/profile/applyStatus'));
  });

  it('asks for the ID card photo when the previous application was made without one', async () => {
    const before = { ...REJECTED.application!, id_card_photo: null, id_card_photo_url: null };
    const api = mockApi(answers({ ...REJECTED, application: before }));
    openApp('#/pages/lawyer/profile/apply?reapply=1');
    await screen.findByDisplayValue('王明', {}, PAGE_WAIT);
    expect(document.querySelectorAll('img')).toHaveLength(2);
    fireEvent.click(submitButton());
    await waitFor(() => expect(fieldErrors()).toEqual(['请上传身份证人像面照片']), SAVE_WAIT);
    expect(api.posted('/api/v1/lawyer/apply')).toEqual([]);
  });

  it.each([
    [
      'an application waiting for review',
      '#/pages/lawyer/profile/apply?reapply=1',
      { ...REJECTED, status: 0 },
    ],
    ['a rejected application without reapply', '#/pages/lawyer/profile/apply', REJECTED],
  ] as const)('forwards %s to the status page', async (_case, hash, isApply) => {
    mockApi(answers(isApply as IsApplyResult));
    openApp(hash);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/lawyer/profile/applyStatus'), PAGE_WAIT);
  });
});
