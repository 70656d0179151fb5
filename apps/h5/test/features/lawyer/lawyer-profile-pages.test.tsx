import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { areaTree, degrees, lawyerProfile, legalTypeTree } from '../../fixtures/lawyer';
import { lawyerUser } from '../../fixtures/users';
import { mockApi } from '../../fixtures/mock-api';
import { openApp, PAGE_WAIT, SAVE_WAIT } from '../../fixtures/open-app';
import { pickAndConfirm } from '../../support/picker';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const DESCRIPTION_LABEL = '客户在您的律师主页上看到这段介绍';
const PROFILE_ADDRESS = `/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`;
/** The profile as the server has it: saving replaces it, and the reload returns the saved version. */
let stored = lawyerProfile;

const uploadedAvatar = {
  id: 'new-avatar-0001',
  url: '/api/v1/upload/image/new-avatar-0001',
  mime: 'image/png',
  size: 2048,
};

function mockLawyerApi(profile = lawyerProfile) {
  stored = profile;
  return mockApi({
    [PROFILE_ADDRESS]: () => stored,
    'POST /api/v1/lawyer': (body: unknown) => {
      stored = { ...stored, ...(body as object) };
      return null;
    },
    '/api/v1/areaCode/tree': areaTree,
    '/api/v1/lawyerLegalType/tree': legalTypeTree,
    '/api/v1/lawyerDegrees': degrees,
    'POST /api/v1/upload/image': uploadedAvatar,
  });
}

/** What the full object POST /lawyer carries for the unchanged fixture profile. */
const unchangedBody = {
  uuid: lawyerUser.uuid,
  law_firm: '北京明德律师事务所',
  area_code: '110105',
  legal_type_ids: [2, 6],
  degree_id: 3,
  description: '专注婚姻家庭与劳动争议十年。',
  accepting: 1,
};

/** 编辑资料 also sends the first year of practice (the accepting switch and 个人简介 leave it out). */
const profileFormBody = { ...unchangedBody, practice_start_year: 2016 };

beforeEach(() => {
  useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
  // jsdom has no scrolling: a refused save brings its first field into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('编辑资料', { timeout: 20_000 }, () => {
  it('saves the full object with the own uuid, keeps the avatar, and reloads the session profile', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/user');
    const firm = await screen.findByDisplayValue('北京明德律师事务所', {}, PAGE_WAIT);
    expect(screen.getByText('王明')).toBeTruthy();
    expect(screen.getByText('1101*********0001')).toBeTruthy();
    expect(screen.getByText('北京市 市辖区 朝阳区')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新认证' }).getAttribute('href')).toBe(
      '#/pages/lawyer/profile/apply?reapply=1',
    );

    fireEvent.change(firm, { target: { value: '上海正义律师事务所' } });
    fireEvent.click(screen.getByRole('switch', { name: '接单状态' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.posted('/api/v1/lawyer')).toHaveLength(1), SAVE_WAIT);
    expect(api.posted('/api/v1/lawyer')[0]).toEqual({
      ...profileFormBody,
      law_firm: '上海正义律师事务所',
      accepting: 0,
    });
    await waitFor(() => expect(useSession.getState().lawyer?.law_firm).toBe('上海正义律师事务所'));
    expect(showToast).toHaveBeenCalledWith('已保存');
  });

  it('corrects the first year of practice', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/user');
    await screen.findByDisplayValue('北京明德律师事务所', {}, PAGE_WAIT);
    fireEvent.click(screen.getByRole('button', { name: '执业起始年份' }));
    // The sheet opens on the current value; the year above it is 2015.
    await pickAndConfirm('2015年');
    expect(screen.getByRole('button', { name: '执业起始年份' }).textContent).toBe('2015年');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(
      () => expect(api.posted('/api/v1/lawyer')).toEqual([{ ...profileFormBody, practice_start_year: 2015 }]),
      SAVE_WAIT,
    );
  });

  it('sends a newly uploaded avatar by its upload id', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/user');
    await screen.findByDisplayValue('北京明德律师事务所', {}, PAGE_WAIT);
    fireEvent.click(document.querySelector('.adm-image-uploader-cell-delete') as Element);
    expect(await screen.findByText('请上传头像')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' })] },
    });
    // The field holds the uploaded image once its message is gone.
    await waitFor(() => expect(screen.queryByText('请上传头像')).toBeNull(), SAVE_WAIT);
    expect([...document.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      uploadedAvatar.url,
    ]);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: '保存' });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(
      () => expect(api.posted('/api/v1/lawyer')).toEqual([{ ...profileFormBody, avatar: 'new-avatar-0001' }]),
      SAVE_WAIT,
    );
  });

  it('lets a lawyer without an avatar save without choosing one', async () => {
    const api = mockLawyerApi({ ...lawyerProfile, avatar: null });
    openApp('#/pages/lawyer/profile/user');
    await screen.findByDisplayValue('北京明德律师事务所', {}, PAGE_WAIT);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.posted('/api/v1/lawyer')).toEqual([profileFormBody]), SAVE_WAIT);
  });

  it('refuses a firm name the contract refuses, without saving', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/user');
    const firm = await screen.findByDisplayValue('北京明德律师事务所', {}, PAGE_WAIT);
    fireEvent.change(firm, { target: { value: '所' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('执业机构至少2个字')).toBeTruthy();
    expect(api.posted('/api/v1/lawyer')).toEqual([]);
  });
});

describe('个人简介', { timeout: 20_000 }, () => {
  it('saves the full object with the new description, says 已保存 and goes back', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/editDescription');
    const description = await screen.findByRole('textbox', { name: DESCRIPTION_LABEL }, PAGE_WAIT);
    fireEvent.change(description, { target: { value: '擅长劳动仲裁与工伤赔偿。' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已保存'));
    expect(api.posted('/api/v1/lawyer')).toEqual([
      { ...unchangedBody, description: '擅长劳动仲裁与工伤赔偿。' },
    ]);
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('keeps the description to 2000 characters and counts them', async () => {
    mockLawyerApi();
    openApp('#/pages/lawyer/profile/editDescription');
    const description = await screen.findByRole<HTMLTextAreaElement>(
      'textbox',
      { name: DESCRIPTION_LABEL },
      PAGE_WAIT,
    );
    fireEvent.change(description, { target: { value: '律'.repeat(2001) } });
    expect(description.value).toHaveLength(2000);
    expect(screen.getByText('2000/2000')).toBeTruthy();
  });

  it('refuses an empty description with the contract message', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/editDescription');
    const description = await screen.findByRole('textbox', { name: DESCRIPTION_LABEL }, PAGE_WAIT);
    fireEvent.change(description, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(showToast).toHaveBeenCalledWith('请填写个人简介');
    expect(api.posted('/api/v1/lawyer')).toEqual([]);
  });
});
