import type { FirmChange } from '@lawbridge/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { areaTree, degrees, lawyerProfile, legalTypeTree, ownServices } from '../../fixtures/lawyer';
import { lawyerUser } from '../../fixtures/users';
import { mockApi } from '../../fixtures/mock-api';
import { openApp, PAGE_WAIT, SAVE_WAIT } from '../../fixtures/open-app';
import { pickAndConfirm } from '../../support/picker';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const DESCRIPTION_LABEL = '客户在您的律师主页上看到这段介绍';
const WAITING_CHANGE: FirmChange = {
  id: 1,
  previous_law_firm: '北京明德律师事务所',
  law_firm: '上海正义律师事务所',
  status: 0,
  reason: null,
  created_at: Date.UTC(2026, 2, 8, 6, 5),
  decided_at: null,
};
const PROFILE_ADDRESS = `/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`;
/**
 * The profile as the server has it: saving replaces it, and the reload returns the saved version; a new
 * firm is not written but waits for review as `firmChange`.
 */
let stored = lawyerProfile;
let firmChange: FirmChange | null = null;

const uploadedAvatar = {
  id: 'new-avatar-0001',
  url: '/api/v1/upload/image/new-avatar-0001',
  mime: 'image/png',
  size: 2048,
};

function mockLawyerApi(profile = lawyerProfile) {
  stored = profile;
  firmChange = null;
  return mockApi({
    [PROFILE_ADDRESS]: () => stored,
    'POST /api/v1/lawyer': (body: unknown) => {
      const { law_firm, ...rest } = body as { law_firm: string };
      if (law_firm !== stored.law_firm) {
        firmChange = { ...WAITING_CHANGE, previous_law_firm: stored.law_firm, law_firm };
      }
      stored = { ...stored, ...rest };
      return null;
    },
    '/api/v1/lawyer/firm_change': () => firmChange,
    '/api/v1/areaCode/tree': areaTree,
    '/api/v1/lawyerLegalType/tree': legalTypeTree,
    '/api/v1/lawyerDegrees': degrees,
    'POST /api/v1/upload/image': uploadedAvatar,
    '/api/v1/lawyer/services': ownServices,
    'POST /api/v1/lawyer/services': ownServices,
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

/** 编辑资料 also sends the first year of practice and the office address (个人简介 leaves them out). */
const profileFormBody = { ...unchangedBody, practice_start_year: 2016, office_address: '' };

beforeEach(() => {
  useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('编辑资料', { timeout: 20_000 }, () => {
  it('saves the full object with the own uuid, keeps the avatar, and reloads the session profile; a new firm waits for review', async () => {
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
    await waitFor(() => expect(useSession.getState().lawyer?.accepting).toBe(0));
    expect(useSession.getState().lawyer?.law_firm).toBe('北京明德律师事务所');
    expect(showToast).toHaveBeenCalledWith('已保存，执业机构变更已提交审核');
  });

  it('shows a waiting change of firm as 审核中 with the new firm', async () => {
    mockLawyerApi();
    firmChange = { ...WAITING_CHANGE, law_firm: '上海正义律师事务所' };
    openApp('#/pages/lawyer/profile/user');
    await screen.findByDisplayValue('北京明德律师事务所', {}, PAGE_WAIT);
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe('审核中变更为“上海正义律师事务所”，通过后生效');
  });

  it('shows the reason a change of firm was refused', async () => {
    mockLawyerApi();
    firmChange = { ...WAITING_CHANGE, status: 2, reason: '律所名称与执业证不一致', decided_at: 1 };
    openApp('#/pages/lawyer/profile/user');
    const note = await screen.findByRole('status', {}, PAGE_WAIT);
    expect(note.textContent).toBe('未通过变更为“上海正义律师事务所”：律所名称与执业证不一致');
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

describe('编辑资料: 办公地址, services and prices', { timeout: 20_000 }, () => {
  it('sets 图文咨询 to 99 元, switches 合同审查 off, shows what the lawyer receives, and saves both', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/user');
    const price = await screen.findByRole('textbox', { name: '图文咨询价格（元）' }, PAGE_WAIT);
    expect(screen.getByText(/平台收取成交价的20%作为佣金/)).toBeTruthy();
    expect(screen.getByText('可设 19.00–299.00 元；平台收取20%佣金，您实得 ¥39.20')).toBeTruthy();
    fireEvent.change(price, { target: { value: '99' } });
    expect(screen.getByText('可设 19.00–299.00 元；平台收取20%佣金，您实得 ¥79.20')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: '开通合同审查' }));
    fireEvent.change(screen.getByPlaceholderText('客户在律师主页和预约中看到'), {
      target: { value: '北京市朝阳区建国路 1 号' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.posted('/api/v1/lawyer')).toHaveLength(1), SAVE_WAIT);
    expect(api.posted('/api/v1/lawyer/services')).toEqual([
      {
        services: [
          { id: 1, offered: 1, price: 9900 },
          { id: 3, offered: 0, price: 29900 },
        ],
      },
    ]);
    expect(api.posted('/api/v1/lawyer')[0]).toEqual({
      ...profileFormBody,
      office_address: '北京市朝阳区建国路 1 号',
    });
  });

  it('refuses a price outside the band or unreadable, saving nothing', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/user');
    const price = await screen.findByRole('textbox', { name: '图文咨询价格（元）' }, PAGE_WAIT);
    fireEvent.change(price, { target: { value: '9.9' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('图文咨询的价格须在 19.00–299.00 元 之间'));
    fireEvent.change(price, { target: { value: '99.999' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('请填写图文咨询的价格（元，最多两位小数）'));
    expect(api.posted('/api/v1/lawyer/services')).toEqual([]);
    expect(api.posted('/api/v1/lawyer')).toEqual([]);
  });

  it('sends no services when none changed', async () => {
    const api = mockLawyerApi();
    openApp('#/pages/lawyer/profile/user');
    await screen.findByRole('textbox', { name: '图文咨询价格（元）' }, PAGE_WAIT);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.posted('/api/v1/lawyer')).toEqual([profileFormBody]), SAVE_WAIT);
    expect(api.posted('/api/v1/lawyer/services')).toEqual([]);
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
