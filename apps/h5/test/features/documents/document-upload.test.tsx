import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { pickAndConfirm } from '../../support/picker';
import { currentHashAddress } from '../../support/render-app';
import { legalTypes, uploadRules } from './document-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
vi.mock('../../../src/features/upload/api/upload-file', () => ({
  uploadFile: vi.fn(async (file: File, onProgress: (sent: number) => void) => {
    onProgress(0.5);
    return { id: 'upload-file-0001', name: file.name, size: file.size, url: '/files/x' };
  }),
}));

let rules: Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
  rules = { data: uploadRules() };
  api = mockApi({
    '/api/v1/document/rules': () => rules,
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypes }),
    '/api/v1/document': () => ({ data: { id: 12, state: 'processing' } }),
    '/api/v1/document/mine': () => ({ data: pageOf([]) }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }), {
    target: { value },
  });
const choose = (name: string, size = 1024) => {
  const file = new File(['%PDF-1.7'], name);
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
};

async function pickLegalType() {
  fireEvent.click(screen.getByRole('button', { name: '法律类型' }));
  await pickAndConfirm('合同纠纷');
  await waitFor(() => expect(screen.getByRole('button', { name: '法律类型' }).textContent).toBe('合同纠纷'));
}

describe('文档上传', { timeout: 30_000 }, () => {
  it('checks the fields in order with the contract’s words, then submits and opens 我的文档 in its place', async () => {
    openApp('#/pages/common/document/upload');
    await screen.findByRole('button', { name: '提交审核' }, PAGE_WAIT);
    submit();
    expect(showToast).toHaveBeenLastCalledWith('请填写文档标题');
    type('文档标题', '合同');
    submit();
    expect(showToast).toHaveBeenLastCalledWith('文档标题至少4个字');
    type('文档标题', '房屋租赁合同（出租方版）');
    submit();
    expect(showToast).toHaveBeenLastCalledWith('请选择法律类型');
    await pickLegalType();
    type('文档简介', '租房合同');
    submit();
    expect(showToast).toHaveBeenLastCalledWith('文档简介至少10个字');
    type('文档简介', '适用于个人出租住房，含押金、维修和提前解约条款。');
    submit();
    expect(showToast).toHaveBeenLastCalledWith('请选择要上传的文件');

    fireEvent.change(screen.getByRole('textbox', { name: '标签' }), { target: { value: '租房' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(within(screen.getByRole('list', { name: '已添加的标签' })).getByText('租房')).toBeTruthy();

    choose('租赁合同.pdf');
    expect(await screen.findByText('租赁合同.pdf')).toBeTruthy();
    type('价格（元）', '0.5');
    submit();
    expect(showToast).toHaveBeenLastCalledWith('价格需在 ¥1.00–¥999.00 之间，不填为免费');
    type('价格（元）', '19.9');
    expect(screen.getByText(/平台收取30%佣金，您实得 ¥13.93/)).toBeTruthy();
    submit();
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/mine'));
    expect(JSON.parse(String(api.calls('/api/v1/document').at(-1)?.init?.body))).toEqual({
      title: '房屋租赁合同（出租方版）',
      legal_type_id: 10,
      tags: ['租房'],
      description: '适用于个人出租住房，含押金、维修和提前解约条款。',
      price: 1990,
      file_id: 'upload-file-0001',
    });
    expect(showToast).toHaveBeenLastCalledWith('已提交，处理完成后进入审核');
  });

  it('refuses other kinds, too large files and, without a converter, Word files before sending them', async () => {
    rules = { data: uploadRules({ word_supported: false }) };
    openApp('#/pages/common/document/upload');
    expect(await screen.findByText(/支持 PDF（暂不支持 Word），不超过20MB/, {}, PAGE_WAIT)).toBeTruthy();
    choose('合同.docx');
    expect((await screen.findByRole('alert')).textContent).toBe('暂不支持 Word 文件，请转换为 PDF 后上传');
    choose('合同.xlsx');
    expect((await screen.findByRole('alert')).textContent).toBe('仅支持 PDF、Word（DOC、DOCX）文件');
    choose('合同.pdf', 21 * 1024 * 1024);
    expect((await screen.findByRole('alert')).textContent).toBe('文件不能超过20MB');
  });

  it('uploads free documents only for those who may not sell, and says who may', async () => {
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    rules = { data: uploadRules({ can_sell: false }) };
    openApp('#/pages/common/document/upload');
    expect(await screen.findByText('认证律师可上传付费文档', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '价格（元）' })).toBeNull();
  });

  it('allows at most five tags, each once', async () => {
    openApp('#/pages/common/document/upload');
    const box = await screen.findByRole('textbox', { name: '标签' }, PAGE_WAIT);
    for (const tag of ['租房', '租房']) {
      fireEvent.change(box, { target: { value: tag } });
      fireEvent.click(screen.getByRole('button', { name: '添加' }));
    }
    expect(showToast).toHaveBeenLastCalledWith('标签不能重复');
    for (const tag of ['合同', '押金', '维修', '解约']) {
      fireEvent.change(screen.getByRole('textbox', { name: '标签' }), { target: { value: tag } });
      fireEvent.click(screen.getByRole('button', { name: '添加' }));
    }
    expect(within(screen.getByRole('list', { name: '已添加的标签' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
    expect(screen.queryByRole('textbox', { name: '标签' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '删除标签 押金' }));
    expect(within(screen.getByRole('list', { name: '已添加的标签' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
  });
});
