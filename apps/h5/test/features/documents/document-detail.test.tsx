import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFirstScreenComplete } from '../../../src/app/first-screen';
import type * as OpenDownload from '../../../src/features/documents/open-download';
import { openDownload } from '../../../src/features/documents/open-download';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { customerUser } from '../../fixtures/users';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { buyer, DOC_ORDER_NO, documentDetail, visitor, WECHAT_UA } from './document-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
vi.mock('../../../src/features/documents/open-download', async (original) => ({
  ...(await original<typeof OpenDownload>()),
  openDownload: vi.fn(),
}));

// The launch (not run here) marks the first screen complete; the ratings below the previews wait for it.
markFirstScreenComplete();

const DETAIL = '/api/v1/document/detail';
const RATINGS = '/api/v1/document/rating';
const DOWNLOAD = '/api/v1/document/download';
const rating = (id: number, reply: string | null = null) => ({
  id,
  score: 4,
  text: `好用的模板${id}`,
  user_name: '王先生',
  created_at: Date.UTC(2026, 10, 21, 2, 0),
  reply,
  reply_at: reply ? Date.UTC(2026, 10, 22, 2, 0) : null,
});

let detail: Answer;
let api: ReturnType<typeof mockApi>;

function serve(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  api = mockApi({
    [DETAIL]: () => detail,
    [RATINGS]: (url) =>
      url.searchParams.get('page') === '2'
        ? { data: pageOf([rating(6)], 2, 5, 6) }
        : {
            data: pageOf(
              [1, 2, 3, 4, 5].map((id) => rating(id, id === 1 ? '感谢支持' : null)),
              1,
              5,
              6,
            ),
          },
    ...extra,
  });
}

const signIn = () => useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
const bodyOf = (path: string) => JSON.parse(String(api.calls(path).at(-1)?.init?.body)) as unknown;
const actions = () => screen.findByRole('group', { name: '文档操作' }, PAGE_WAIT);

beforeEach(() => {
  useSession.getState().logout();
  detail = { data: documentDetail() };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
  vi.mocked(openDownload).mockClear();
});

describe('文档下载 ?id= (the detail)', { timeout: 20_000 }, () => {
  it('shows what PRODUCT §12 lists, the uploader card to the lawyer page, previews and ratings with replies', async () => {
    serve();
    openApp('#/pages/common/document/download?id=7');
    const info = await screen.findByRole('region', { name: '文档信息' }, PAGE_WAIT);
    expect(within(info).getByRole('heading', { name: '房屋租赁合同（出租方版）' })).toBeTruthy();
    for (const [label, value] of [
      ['法律类型', '合同纠纷'],
      ['格式', 'Word · 12页'],
      ['大小', '240.0 KB'],
      ['更新时间', '2026-11-20'],
      ['销量', '35'],
      ['评分', '★ 4.6（8）'],
    ]) {
      expect(within(info).getByText(label!).nextElementSibling?.textContent).toBe(value);
    }
    expect(within(within(info).getByRole('list', { name: '标签' })).getByText('租房')).toBeTruthy();
    const uploader = screen.getByRole('region', { name: '律师' });
    expect(within(uploader).getByText('北京德衡律师事务所 · 执业12年 · ★ 4.8')).toBeTruthy();
    expect(within(uploader).getByRole('link', { name: '律师主页' }).getAttribute('href')).toBe(
      '#/pages/customer/lawyer/detail?uuid=lawyer-0001',
    );
    expect(screen.getByRole('img', { name: '第1页预览' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: '第2页预览' }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('预览（前2页，共12页）')).toBeTruthy();
    fireEvent.click(screen.getByRole('img', { name: '第2页预览' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    expect(screen.getByText('适用于个人出租住房，含押金、维修和提前解约条款。')).toBeTruthy();

    const ratings = await screen.findByRole('list', { name: '评价列表' });
    expect(within(ratings).getAllByRole('listitem')).toHaveLength(5);
    expect(within(ratings).getByText('上传者回复：感谢支持')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部评价' }));
    expect(await within(ratings).findByText('好用的模板6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '全部评价' })).toBeNull();
  });

  it('offers a visitor 购买 with the price, which needs login first and comes back to the pay page', async () => {
    serve();
    openApp('#/pages/common/document/download?id=7');
    const bar = await actions();
    expect(within(bar).getByText('¥19.90')).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: '下载' })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: '购买' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/auth/login?redirect=/pages/common/document/pay?id=7'),
    );
  });

  it('says 继续支付 for an open unpaid order, and offers 文书代写 only once the template is bought', async () => {
    signIn();
    detail = {
      data: documentDetail({ ...visitor, order_no: DOC_ORDER_NO, order_state: 'unpaid' }),
    };
    serve();
    openApp('#/pages/common/document/download?id=7');
    expect(within(await actions()).getByRole('button', { name: '继续支付' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '请律师按我的情况修改' })).toBeNull();
  });

  it('opens 服务详情 of the uploader’s 文书代写 from a bought template', async () => {
    signIn();
    detail = { data: documentDetail(buyer) };
    serve();
    openApp('#/pages/common/document/download?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '请律师按我的情况修改' }, PAGE_WAIT));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(
        '/pages/customer/order/service/create?lawyer_uuid=lawyer-0001&config_id=4',
      ),
    );
  });

  it('gives a buyer 下载 (the browser goes to the signed address), 下载 Word 原文件 and 在线阅读', async () => {
    signIn();
    detail = { data: documentDetail(buyer) };
    serve({
      [DOWNLOAD]: () => ({
        data: {
          url: '/api/v1/document/file/tok1',
          expires_at: 1,
          file_name: 'a.pdf',
          downloads_left_today: 19,
        },
      }),
    });
    openApp('#/pages/common/document/download?id=7');
    const bar = await actions();
    expect(within(bar).queryByRole('button', { name: '购买' })).toBeNull();
    expect(screen.getByText(/今日还可下载 20 次/)).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('/api/v1/document/file/tok1'));
    expect(bodyOf(DOWNLOAD)).toEqual({ id: 7, format: 'pdf', purpose: 'download' });

    fireEvent.click(screen.getByRole('button', { name: '下载 Word 原文件' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledTimes(2));
    expect(bodyOf(DOWNLOAD)).toEqual({ id: 7, format: 'original', purpose: 'download' });

    fireEvent.click(within(bar).getByRole('button', { name: '在线阅读' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/read?id=7'));
  });

  it('inside WeChat copies a 10-minute link with the guide instead of downloading', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }),
    );
    signIn();
    detail = { data: documentDetail(buyer, { format: 'pdf' }) };
    serve({
      [DOWNLOAD]: () => ({
        data: {
          url: '/api/v1/document/file/tok2',
          expires_at: 1,
          file_name: 'a.pdf',
          downloads_left_today: 19,
        },
      }),
    });
    openApp('#/pages/common/document/download?id=7');
    const bar = await actions();
    expect(within(bar).queryByRole('button', { name: '下载' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Word 原文件/ })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: '复制下载链接' }));
    expect(await screen.findByText('下载链接已复制')).toBeTruthy();
    expect(bodyOf(DOWNLOAD)).toEqual({ id: 7, format: 'pdf', purpose: 'copy_link' });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/v1/document/file/tok2`);
    expect(
      screen.getAllByText(/在手机浏览器（如 Safari、Chrome）中粘贴打开后下载，链接10分钟内有效/).length,
    ).toBeGreaterThan(0);
    expect(openDownload).not.toHaveBeenCalled();
    expect(within(bar).getByRole('button', { name: '在线阅读' })).toBeTruthy();
  });

  it('refunds after a confirm while the document was not used', async () => {
    signIn();
    detail = { data: documentDetail(buyer) };
    serve({ '/api/v1/document/order/action': () => ({ data: null }) });
    openApp('#/pages/common/document/download?id=7');
    const refund = await screen.findByRole('region', { name: '退款' }, PAGE_WAIT);
    fireEvent.click(within(refund).getByRole('button', { name: '退款' }));
    const dialog = (await screen.findAllByRole('dialog', {}, PAGE_WAIT)).at(-1)!;
    await act(async () => fireEvent.click(within(dialog).getByText('确定退款')));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('退款成功，款项将原路退回'));
    expect(bodyOf('/api/v1/document/order/action')).toEqual({ order_no: DOC_ORDER_NO, action: 'refund' });
  });

  it('offers 申诉 on a finished purchase within the window, and no 退款', async () => {
    signIn();
    detail = { data: documentDetail({ ...buyer, order_state: 'finished', can_refund: false }) };
    serve({
      '/api/v1/appeal/eligibility': () => ({
        data: {
          can_appeal: true,
          reason: null,
          deadline: Date.UTC(2026, 11, 4, 2, 0),
          open_appeal_id: null,
          appeal_ids: [],
          order_title: '房屋租赁合同（出租方版）',
          document_id: 7,
        },
      }),
    });
    openApp('#/pages/common/document/download?id=7');
    const entry = await screen.findByRole('region', { name: '售后申诉' }, PAGE_WAIT);
    expect(screen.queryByRole('region', { name: '退款' })).toBeNull();
    fireEvent.click(within(entry).getByRole('button', { name: '申诉' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(
        `/pages/common/appeal/create?order_kind=document&order_no=${DOC_ORDER_NO}`,
      ),
    );
  });

  it('rates with 1–5 stars and a text, refusing a missing score first', async () => {
    signIn();
    detail = { data: documentDetail(buyer) };
    api = mockApi({
      [DETAIL]: () => detail,
      [RATINGS]: (url, init) => (init?.method === 'POST' ? { data: null } : { data: pageOf([]) }),
    });
    openApp('#/pages/common/document/download?id=7');
    expect(await screen.findByText('暂无评价', {}, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '评价' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '评价内容' }), {
      target: { value: '条款齐全' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(showToast).toHaveBeenCalledWith('请选择评分');
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: '评分' })).getByRole('radio', { name: /^4星/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('评价成功'));
    const post = api.calls(RATINGS).find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ document_id: 7, score: 4, text: '条款齐全' });
  });

  it('reports with a reason and a text; a visitor signs in first', async () => {
    serve();
    openApp('#/pages/common/document/download?id=7');
    await actions();
    fireEvent.click(screen.getByRole('button', { name: '举报' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/auth/login?redirect=/pages/common/document/download?id=7'),
    );
  });

  it('sends a signed-in report with its reason', async () => {
    signIn();
    serve({ '/api/v1/document/report': () => ({ data: null }) });
    openApp('#/pages/common/document/download?id=7');
    await actions();
    fireEvent.click(screen.getByRole('button', { name: '举报' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '举报说明' }), {
      target: { value: '第三条引用的法条已废止' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    expect(showToast).toHaveBeenCalledWith('请选择举报原因');
    fireEvent.click(screen.getByText('已过时'));
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('举报已提交，平台将尽快处理'));
    expect(bodyOf('/api/v1/document/report')).toEqual({
      document_id: 7,
      reason: 'outdated',
      text: '第三条引用的法条已废止',
    });
  });

  it('lets the uploader reply once to each rating, and offers neither 购买 nor 举报 on their own document', async () => {
    signIn();
    detail = { data: documentDetail({ ...visitor, own: true, entitled: true, downloads_left_today: 20 }) };
    serve({ '/api/v1/document/rating/reply': () => ({ data: null }) });
    openApp('#/pages/common/document/download?id=7');
    const ratings = await screen.findByRole('list', { name: '评价列表' }, PAGE_WAIT);
    // The first rating has its reply already.
    expect(within(ratings).getAllByRole('button', { name: /^回复/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '举报' })).toBeNull();
    expect(screen.queryByRole('button', { name: '请律师按我的情况修改' })).toBeNull();
    fireEvent.click(within(ratings).getAllByRole('button', { name: '回复王先生的评价' })[0]!);
    fireEvent.change(await screen.findByRole('textbox', { name: '回复内容' }), {
      target: { value: '感谢支持' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交回复' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('回复成功'));
    expect(bodyOf('/api/v1/document/rating/reply')).toEqual({ id: 2, text: '感谢支持' });
  });

  it('shows the server’s refusal for a document it will not show', async () => {
    detail = { code: 1, msg: '文档不存在或已下架' };
    serve();
    openApp('#/pages/common/document/download?id=99');
    expect(await screen.findByText('文档不存在或已下架', {}, PAGE_WAIT)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '去文档中心' })));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download'));
  });
});
