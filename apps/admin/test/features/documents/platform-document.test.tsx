import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/documents/pages/documents-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText } from '../../buttons';
import { ok, stubApi, type FetchAnswer } from '../../envelope-fetch';
import { renderApp } from '../../render-app';
import { item } from './document-fixtures';

const LEGAL_TYPES = [{ id: 1, name: '公司法务', children: [{ id: 11, name: '公司章程' }] }];

/** Answers the list, the legal types, the file upload (`uploaded()`) and the create (`created()`). */
function stubPlatformApi(
  uploaded: () => FetchAnswer,
  created: () => FetchAnswer = () => ok({ id: 9, state: 'processing' }),
) {
  const fetchMock = stubApi((path, _query, sent) => {
    if (path.endsWith('/admin/me')) return ok({ id: 1, username: 'ops', display_name: '运营小王' });
    if (path.endsWith('/lawyerLegalType/tree')) return ok(LEGAL_TYPES);
    if (path.endsWith('/admin/document-file')) return uploaded();
    if (sent.method === 'POST') return created();
    return ok({ list: [item], total: 1, page: 1, page_size: 20 });
  });
  return fetchMock;
}

/** The platform documents the dialog asked to list (the JSON POSTs to API.admin.documents). */
const creates = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/admin/documents'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function openDialog() {
  renderApp('/documents');
  await screen.findByText(item.title);
  fireEvent.click(buttonWithText('上传平台文档'));
  return (await screen.findByText('平台文档免费提供', { exact: false })).closest('.ant-modal') as HTMLElement;
}

function chooseFile(dialog: HTMLElement, name: string) {
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] } });
}

describe('上传平台文档 (文档管理)', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('uploads the file, then lists it with its title, leaf legal type, tags and description', async () => {
    const fetchMock = stubPlatformApi(() =>
      ok({
        id: 'upload-file-1',
        url: '/api/v1/upload/file/upload-file-1',
        mime: 'application/pdf',
        size: 8,
        name: '公司章程.pdf',
      }),
    );
    const dialog = await openDialog();
    chooseFile(dialog, '公司章程.pdf');
    expect(await within(dialog).findByText('公司章程.pdf')).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/admin/document-file'))!;
    expect(upload[1]?.body).toBeInstanceOf(FormData);

    fireEvent.change(within(dialog).getByPlaceholderText('如：有限责任公司章程范本'), {
      target: { value: '有限责任公司章程' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '法律类型' }));
    fireEvent.click(await screen.findByTitle('公司法务'));
    fireEvent.click(await screen.findByTitle('公司章程'));
    fireEvent.change(dialog.querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: '适用于有限责任公司设立时的章程范本。' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '上传' }));

    await waitFor(() =>
      expect(creates(fetchMock)).toEqual([
        {
          file_id: 'upload-file-1',
          title: '有限责任公司章程',
          legal_type_id: 11,
          description: '适用于有限责任公司设立时的章程范本。',
        },
      ]),
    );
    expect(await screen.findByText('已上传，处理完成后进入文档审核')).toBeTruthy();
  });

  it('shows the server’s refusal of the file and keeps the form from being sent without one', async () => {
    const fetchMock = stubPlatformApi(() => ({
      code: 1,
      msg: '仅支持 PDF、Word（DOC、DOCX）、Excel（XLS、XLSX）和 TXT 文件',
      data: null,
    }));
    const dialog = await openDialog();
    chooseFile(dialog, 'photo.pdf');
    expect(await within(dialog).findByText('仅支持', { exact: false })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await within(dialog).findByText('请上传文档文件')).toBeTruthy();
    expect(creates(fetchMock)).toEqual([]);
  });
});
