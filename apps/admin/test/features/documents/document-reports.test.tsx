import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/documents/pages/document-reports-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, countButtonsWithText } from '../../buttons';
import { ok, postsOf, stubApi, type FetchAnswer } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';
import { expectOnePost } from '../orders-shared/decision-steps';
import { dismissedReport, DOCUMENT_ID, item, report } from './document-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

function stubReportsApi(posted: () => FetchAnswer = () => ok(null)) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return posted();
    queries.push(query);
    return ok({ list: [report, dismissedReport], total: 2, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

const openRow = async () => (await screen.findByText(report.text)).closest('tr') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;

describe('举报处理', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists reports with the document, reason, text and reporter; handled ones show the result', async () => {
    const { queries } = stubReportsApi();
    const router = renderApp('/document-reports');
    const row = await openRow();
    for (const text of ['侵权', '李律师', '137****0002', '已上架']) {
      expect([text, row.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(within(row).getByRole('link', { name: item.title }).getAttribute('href')).toBe(
      `/documents/${DOCUMENT_ID}`,
    );
    const handled = screen.getByText('经核对内容为原创').closest('tr') as HTMLElement;
    expect(handled.textContent).toContain('已驳回');
    expect(handled.textContent).toContain('运营小王');
    expect(countButtonsWithText('驳回举报', handled)).toBe(0);
    expect(queries.at(-1)?.get('state')).toBeNull();
    fireEvent.click(screen.getByText('待处理', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(currentPath(router)).toBe('/document-reports?state=open'));
    await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('open'));
  });

  it('dismisses a report with a text', async () => {
    const { posts } = stubReportsApi();
    renderApp('/document-reports');
    fireEvent.click(buttonWithText('驳回举报', await openRow()));
    const dialog = await dialogTitled(`驳回举报 · ${item.title}`);
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '经核对内容为原创' } });
    fireEvent.click(buttonWithText('确认驳回', dialog));
    await expectOnePost(posts, '/api/v1/admin/document-reports/handle', {
      id: report.id,
      result: 'dismissed',
      text: '经核对内容为原创',
    });
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
  });

  it('takes the document down because of a report, showing the server’s refusal', async () => {
    const { posts } = stubReportsApi(() => ({ code: 1, msg: '该举报已处理', data: null }));
    renderApp('/document-reports');
    fireEvent.click(buttonWithText('下架文档', await openRow()));
    const dialog = await dialogTitled(`下架文档 · ${item.title}`);
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '侵权属实' } });
    fireEvent.click(buttonWithText('确认下架', dialog));
    expect(await within(dialog).findByText('请选择下架原因')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('涉嫌侵权'));
    fireEvent.click(buttonWithText('确认下架', dialog));
    await expectOnePost(posts, '/api/v1/admin/document-reports/handle', {
      id: report.id,
      result: 'taken_down',
      reason_code: 'infringement',
      text: '侵权属实',
    });
    expect(await within(dialog).findByText('该举报已处理')).toBeTruthy();
  });
});
