import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routes';

/** Seed §2, table by table: path, title, and the notes on bar style and pull-to-refresh. */
const SEED_ROUTES: ReadonlyArray<
  [path: string, title: string, note?: 'custom bar' | 'blue bar' | 'pull-to-refresh']
> = [
  ['/', '律桥法律服务', 'custom bar'],
  ['/pages/index/index', '律桥法律服务', 'custom bar'],

  ['/pages/feedback/index', '留言反馈'],
  ['/pages/auth/login', '登录', 'custom bar'],
  ['/pages/auth/agreementPrivacy', '隐私协议'],
  ['/pages/auth/agreementUser', '用户协议'],
  ['/pages/auth/verify', '信息发布审核机制'],
  ['/pages/common/about', '关于平台'],
  ['/pages/common/contact', '联系我们'],
  ['/pages/common/document/upload', '文档上传'],
  ['/pages/common/document/download', '文档下载', 'pull-to-refresh'],
  ['/pages/common/document/pay', '文档下载'],
  // Not in the seed: 在线阅读, 我的文档 and 已购文档 (PRODUCT §12, docs/decisions.md).
  ['/pages/common/document/read', '在线阅读'],
  ['/pages/common/document/mine', '我的文档', 'pull-to-refresh'],
  ['/pages/common/document/purchased', '已购文档', 'pull-to-refresh'],
  ['/pages/common/cashier', '模拟收银台'],
  // Not in the seed: every review of a lawyer, from 查看全部评价 on the lawyer page (docs/decisions.md).
  ['/pages/common/review/list', '用户评价', 'pull-to-refresh'],
  // Not in the seed: 消息通知, the signed-in user's notifications (PRODUCT §14, docs/decisions.md).
  ['/pages/common/notification/list', '消息通知', 'pull-to-refresh'],

  ['/pages/customer/profile/user', '个人信息'],
  ['/pages/customer/setting/index', '设置'],
  // Not in the seed: 更换手机号 and 注销账号 under 设置 › 账号与安全 (issue 18, docs/decisions.md).
  ['/pages/customer/profile/changePhone', '更换手机号'],
  ['/pages/customer/profile/closeAccount', '注销账号'],
  ['/pages/customer/lawyer/list', '律师列表', 'pull-to-refresh'],
  ['/pages/customer/lawyer/detail', '律师主页'],
  ['/pages/customer/order/service/create', '服务详情', 'blue bar'],
  ['/pages/customer/order/service/confirm', '确认订单'],
  ['/pages/customer/order/service/list', '服务记录', 'pull-to-refresh'],
  ['/pages/customer/order/service/detail', '律师服务详情', 'pull-to-refresh'],
  ['/pages/customer/order/service/success', '支付成功'],
  ['/pages/customer/order/appointment/create', '线下咨询预约表单'],
  ['/pages/customer/order/appointment/list', '预约记录', 'pull-to-refresh'],
  ['/pages/customer/order/appointment/detail', '线下咨询预约详情', 'pull-to-refresh'],
  ['/pages/customer/order/appointment/success', '支付成功'],
  ['/pages/customer/order/appointment/refund', '申请退款'],
  ['/pages/customer/order/appointment/refundResult', '申请退款'],
  ['/pages/customer/chat/index', '免费在线咨询'],

  ['/pages/lawyer/profile/apply', '律师认证'],
  ['/pages/lawyer/profile/applyStatus', '律师认证'],
  ['/pages/lawyer/setting/index', '设置'],
  ['/pages/lawyer/profile/user', '编辑资料'],
  ['/pages/lawyer/profile/editDescription', '个人简介'],
  ['/pages/lawyer/order/detailAppointment', '线下预约详情'],
  ['/pages/lawyer/order/detailService', '律师服务详情'],
  // Not in the seed: the lawyer's side of a refund request (PRODUCT §12a, docs/decisions.md).
  ['/pages/lawyer/order/refundAnswer', '说明情况'],
  ['/pages/lawyer/chat/index', '在线会话'],
  ['/pages/lawyer/review/list', '我的评价', 'pull-to-refresh'],
  ['/pages/lawyer/wallet/list', '钱包明细', 'pull-to-refresh'],
  // Not in the seed: withdrawals (PRODUCT §11, docs/decisions.md).
  ['/pages/lawyer/wallet/withdraw', '提现'],
  ['/pages/lawyer/wallet/withdrawals', '提现记录', 'pull-to-refresh'],
  ['/pages/lawyer/wallet/withdrawal', '提现详情', 'pull-to-refresh'],
  ['/pages/lawyer/wallet/payee', '收款账户'],
  ['/pages/lawyer/wallet/confirm', '模拟确认收款'],
  // Not in the seed: appeals (PRODUCT §12a, docs/decisions.md).
  ['/pages/common/appeal/create', '申诉'],
  ['/pages/common/appeal/detail', '申诉详情', 'pull-to-refresh'],
  ['/pages/common/appeal/list', '我的申诉', 'pull-to-refresh'],
  ['/pages/lawyer/appeal/list', '用户申诉', 'pull-to-refresh'],
  ['/pages/lawyer/appeal/detail', '申诉详情', 'pull-to-refresh'],
  ['/pages/lawyer/appeal/answer', '答复申诉'],
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

describe('route table', () => {
  it('has exactly the seed routes, each once', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual(SEED_ROUTES.map(([path]) => path).sort());
  });

  it.each(SEED_ROUTES)('%s is titled %s (%s)', (path, title, note) => {
    const route = byPath.get(path as never);
    expect(route?.title).toBe(title);
    expect(route?.bar).toBe(note === 'custom bar' ? 'custom' : note === 'blue bar' ? 'blue' : 'default');
    expect(route?.pullToRefresh).toBe(note === 'pull-to-refresh');
  });

  it('loads every page lazily as a component', async () => {
    for (const route of ROUTES) {
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  }, 30_000);

  it('derives the login and lawyer flags from the path', () => {
    expect(byPath.get('/pages/customer/order/service/list')).toMatchObject({
      requiresLogin: true,
      requiresLawyer: false,
    });
    expect(byPath.get('/pages/customer/profile/user')).toMatchObject({ requiresLogin: true });
    expect(byPath.get('/pages/customer/setting/index')).toMatchObject({
      requiresLogin: false,
      requiresLawyer: false,
    });
    expect(byPath.get('/pages/lawyer/wallet/list')).toMatchObject({
      requiresLogin: true,
      requiresLawyer: true,
    });
    expect(byPath.get('/pages/common/appeal/detail')).toMatchObject({
      requiresLogin: true,
      requiresLawyer: false,
    });
    for (const path of ['upload', 'pay', 'read', 'mine', 'purchased']) {
      expect(byPath.get(`/pages/common/document/${path}` as never)).toMatchObject({
        requiresLogin: true,
        requiresLawyer: false,
      });
    }
    expect(byPath.get('/pages/common/document/download')).toMatchObject({ requiresLogin: false });
    expect(byPath.get('/pages/lawyer/appeal/answer')).toMatchObject({
      requiresLogin: true,
      requiresLawyer: true,
    });
    expect(byPath.get('/pages/lawyer/order/refundAnswer')).toMatchObject({
      requiresLogin: true,
      requiresLawyer: true,
    });
    expect(byPath.get('/pages/lawyer/profile/apply')).toMatchObject({
      requiresLogin: true,
      requiresLawyer: false,
    });
  });
});
