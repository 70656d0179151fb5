import type { AdminApplicationItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/applications/pages/applications-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { countButtonsWithText, findButtonWithText } from '../../buttons';
import { currentPath, renderApp } from '../../render-app';
import { applicationItem } from './application-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const DECIDED_AT = Date.UTC(2025, 2, 2, 6, 30, 0);

/** A console API holding one application that the decisions change. */
function stubReviewApi() {
  let application: AdminApplicationItem = applicationItem();
  const listQueries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (path.endsWith('/approve')) application = { ...application, status: 1, decided_at: DECIDED_AT };
    if (path.endsWith('/reject')) {
      const { reason } = sent.body as { reason: string };
      application = { ...application, status: 2, decided_at: DECIDED_AT, reason };
    }
    if (sent.method === 'POST') return ok(null);
    if (path.endsWith('/lawyer-applications/7')) return ok(application);
    listQueries.push(query);
    const list = application.status === 0 ? [application] : [];
    return ok({ list, total: list.length, page: 1, page_size: 20 });
  });
  return { posts: () => postsOf(fetchMock), listQueries };
}

async function openDrawer() {
  return (await screen.findByText('张明远的认证申请')).closest('[role="dialog"]') as HTMLElement;
}

describe('reviewing an application', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('shows everything the applicant submitted, with both photos', async () => {
    stubReviewApi();
    renderApp('/applications/7');

    const drawer = await openDrawer();
    expect(await within(drawer).findByText('13800138000')).toBeTruthy();
    for (const text of [
      '上海市 黄浦区',
      '婚姻家庭',
      '劳动纠纷',
      '硕士',
      '13101201510123456',
      '上海明远律师事务所',
    ]) {
      expect(within(drawer).getByText(text)).toBeTruthy();
    }
    expect(within(drawer).getByText(/^2015年（执业\d+年）$/)).toBeTruthy();
    expect(within(drawer).getByText(/专注婚姻家庭纠纷十年/).textContent).toBe(
      '专注婚姻家庭纠纷十年。\n\n擅长调解。',
    );
    // Private images: the drawer shows the signed addresses the server answered with.
    const { avatar_url, licence_photo_url, id_card_photo_url } = applicationItem();
    expect(within(drawer).getByAltText('头像').getAttribute('src')).toBe(avatar_url);
    expect(within(drawer).getByAltText('执业证照片').getAttribute('src')).toBe(licence_photo_url);
    expect(within(drawer).getByAltText('身份证人像面').getAttribute('src')).toBe(id_card_photo_url);
  });

  it('says an application from before the ID card photo was asked for has none, and still offers the decision', async () => {
    const older = applicationItem({ id_card_photo: null, id_card_photo_url: null });
    stubApi((path) => {
      if (path.endsWith('/admin/me')) return me;
      if (path.endsWith('/lawyer-applications/7')) return ok(older);
      return ok({ list: [older], total: 1, page: 1, page_size: 20 });
    });
    renderApp('/applications/7');
    const drawer = await openDrawer();
    expect(within(drawer).getByText('未提交（申请早于身份证照片要求，可凭执业证审核）')).toBeTruthy();
    expect(within(drawer).queryByAltText('身份证人像面')).toBeNull();
    expect(await findButtonWithText('通过', drawer)).toBeTruthy();
  });

  it('approves after confirmation, then refreshes the queue and shows the decision', async () => {
    const { posts, listQueries } = stubReviewApi();
    renderApp('/applications/7');
    const drawer = await openDrawer();

    fireEvent.click(await findButtonWithText('通过', drawer));
    expect(posts()).toHaveLength(0);
    fireEvent.click(await findButtonWithText('确认通过'));

    await waitFor(() =>
      expect(posts()).toEqual([{ path: '/api/v1/admin/lawyer-applications/approve', body: { id: 7 } }]),
    );
    expect(await within(drawer).findByText('已通过')).toBeTruthy();
    expect(within(drawer).getByText('2025-03-02 14:30:00')).toBeTruthy();
    expect(countButtonsWithText('通过', drawer)).toBe(0);
    await waitFor(() => expect(listQueries.length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('暂无待审核的认证申请')).toBeTruthy();
  });

  it('rejects only with a reason, sends the note trimmed and shows it', async () => {
    const { posts } = stubReviewApi();
    renderApp('/applications/7');
    const drawer = await openDrawer();

    fireEvent.click(await findButtonWithText('驳回', drawer));
    const confirm = await findButtonWithText('确认驳回');
    fireEvent.click(confirm);
    expect(await screen.findByText('请选择或填写驳回原因')).toBeTruthy();

    const noteBox = screen.getByLabelText('补充说明');
    fireEvent.change(noteBox, { target: { value: '糊' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('驳回原因至少2个字')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(noteBox, { target: { value: '  执业证照片不清晰  ' } });
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/lawyer-applications/reject', body: { id: 7, reason: '执业证照片不清晰' } },
      ]),
    );
    expect(await within(drawer).findByText('已驳回')).toBeTruthy();
    expect(within(drawer).getByText('执业证照片不清晰')).toBeTruthy();
  });

  it('rejects with picked preset reasons and own words, combined into one reason', async () => {
    const { posts } = stubReviewApi();
    renderApp('/applications/7');
    fireEvent.click(await findButtonWithText('驳回', await openDrawer()));
    const confirm = await findButtonWithText('确认驳回');

    fireEvent.click(await screen.findByLabelText('执业证照片不清晰'));
    fireEvent.click(screen.getByLabelText('律所信息有误'));
    expect(await screen.findByText('申请人将看到：执业证照片不清晰；律所信息有误')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('补充说明'), { target: { value: ' 请重新拍摄执业证首页 ' } });
    expect(
      await screen.findByText('申请人将看到：执业证照片不清晰；律所信息有误；请重新拍摄执业证首页'),
    ).toBeTruthy();
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: '/api/v1/admin/lawyer-applications/reject',
          body: { id: 7, reason: '执业证照片不清晰；律所信息有误；请重新拍摄执业证首页' },
        },
      ]),
    );
  });

  it('accepts a preset alone and refuses a combined reason over 200 characters', async () => {
    const { posts } = stubReviewApi();
    renderApp('/applications/7');
    fireEvent.click(await findButtonWithText('驳回', await openDrawer()));
    const confirm = await findButtonWithText('确认驳回');

    fireEvent.click(await screen.findByLabelText('头像不符合要求'));
    fireEvent.change(screen.getByLabelText('补充说明'), { target: { value: '长'.repeat(193) } });
    fireEvent.click(confirm);
    expect(await screen.findByText('驳回原因不能超过200个字')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('补充说明'), { target: { value: '' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/lawyer-applications/reject', body: { id: 7, reason: '头像不符合要求' } },
      ]),
    );
  });

  it('closes back to the queue with its filters', async () => {
    stubReviewApi();
    const router = renderApp('/applications/7?status=all&page=2');
    const drawer = await openDrawer();

    fireEvent.click(drawer.querySelector('button[aria-label="关闭"]') as HTMLButtonElement);

    await waitFor(() => expect(currentPath(router)).toBe('/applications?status=all&page=2'));
  });
});
