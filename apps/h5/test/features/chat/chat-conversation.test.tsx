import { Party } from '@lawbridge/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import { chatMessage, conversation, CONVERSATION_ID, LAWYER_UUID } from './chat-fixtures';
import {
  chatLawyer,
  CLIENT_ID,
  mockChatApi,
  openChat,
  PAGE,
  partyOfText,
  sentMessage,
  typeAndSend,
} from './chat-support';
import { installFakeSocket, latestSocket, readySocket, socketCount } from './fake-socket';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const FREE_LIMIT = '今日免费咨询已达20条，可购买图文咨询继续沟通';
let chat: ReturnType<typeof mockChatApi>;

beforeEach(() => {
  installFakeSocket();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  chat = mockChatApi();
  chat.state.messages = [
    chatMessage({ id: 10, text: '您好，我是王律师' }),
    chatMessage({ id: 11, sender: 'customer', text: '我想咨询劳动仲裁' }),
    chatMessage({ id: 12, sender: 'customer', text: '公司拖欠工资三个月' }),
  ];
  chat.state.conversation = conversation({ peer_read_id: 11 });
});
afterEach(() => {
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

describe('a conversation opened by lawyer_uuid', () => {
  it('opens (or creates) the conversation with the lawyer and draws own messages right, the lawyer’s left', async () => {
    await openChat();
    expect(chat.posted('/api/v1/chat/conversation')).toEqual([{ lawyer_uuid: LAWYER_UUID }]);
    expect(screen.getByRole('heading', { name: '王建国 律师' })).toBeTruthy();
    expect(chat.historyAsked()[0]).toBe(`?conversation_id=${CONVERSATION_ID}&limit=20`);
    expect(partyOfText('您好，我是王律师')).toBe('lawyer');
    expect(partyOfText('我想咨询劳动仲裁')).toBe('myself');
    // 已读 under my messages up to the lawyer's read mark (11), not under 12.
    const read = (text: string) =>
      screen.getByText(text).closest('[data-party]')?.textContent?.includes('已读');
    expect(read('我想咨询劳动仲裁')).toBe(true);
    expect(read('公司拖欠工资三个月')).toBe(false);
    expect(document.title).toBe('免费在线咨询');
  });

  it('says why a lawyer cannot be consulted', async () => {
    chat.state.answer = () => ({ code: 7, msg: '该律师暂不可咨询' });
    renderAppAt(`#/pages/customer/chat/index?lawyer_uuid=${LAWYER_UUID}`);
    expect(await screen.findByText('该律师暂不可咨询', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去找律师' })).toBeTruthy();
  });

  it('shows an empty conversation with the composer ready', async () => {
    chat.state.messages = [];
    await openChat();
    expect(screen.getByText('暂无消息，发一条消息开始咨询吧')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '消息内容' })).toBeTruthy();
  });

  it('loads older pages backwards from the top', async () => {
    chat.state.messages = Array.from({ length: 25 }, (_, index) => chatMessage({ id: index + 1 }));
    await openChat();
    expect(screen.getByText('消息25')).toBeTruthy();
    expect(screen.queryByText('消息5')).toBeNull();
    fireEvent.scroll(screen.getByTestId('message-scroller'));
    expect(await screen.findByText('消息5', {}, PAGE)).toBeTruthy();
    // (Polling while the socket is not ready may ask for newer messages meanwhile: only older pages here.)
    const older = chat.historyAsked().filter((search) => search.includes('before_id'));
    expect(older.at(-1)).toBe(`?conversation_id=${CONVERSATION_ID}&before_id=6&limit=20`);
    expect(screen.queryByRole('button', { name: '查看更早的消息' })).toBeNull();
  });

  it('links the order in progress between the two', async () => {
    chat.state.conversation = conversation({
      open_order_no: 'S202603100001',
      open_order: { order_no: 'S202603100001', service_name: '合同审查', state_label: '待确认' },
      free: false,
      free_left_today: null,
    });
    await openChat();
    // The order is the conversation's context card: what was bought and its state, not 免费在线咨询.
    const card = screen.getByRole('link', { name: '进行中的订单：合同审查，待确认，查看订单' });
    expect(card.getAttribute('href')).toBe('#/pages/customer/order/service/detail?order_no=S202603100001');
    expect(card.textContent).toContain('付费服务中');
    // The page is that service, not 免费在线咨询, while the order runs.
    await waitFor(() => expect(document.title).toBe('合同审查'));
  });
});

describe('sending', () => {
  it('goes over the socket: 发送中… until the ack, then sent', async () => {
    await openChat();
    const socket = readySocket();
    await typeAndSend('请问需要准备哪些材料？');
    const [frame] = socket.sentOf('send');
    const message = frame?.message as Record<string, unknown>;
    expect(message).toMatchObject({
      conversation_id: CONVERSATION_ID,
      kind: 'text',
      text: '请问需要准备哪些材料？',
    });
    expect(String(message.client_id)).toMatch(CLIENT_ID);
    expect(partyOfText('请问需要准备哪些材料？')).toBe('myself');
    expect(screen.getByText('发送中…')).toBeTruthy();

    socket.push({ type: 'ack', client_id: String(message.client_id), message: sentMessage(message, 13) });
    await waitFor(() => expect(screen.queryByText('发送中…')).toBeNull());
    expect(screen.getAllByText('请问需要准备哪些材料？')).toHaveLength(1);
    // The broadcast of the same message to my own socket is not drawn twice.
    socket.push({ type: 'message', message: sentMessage(message, 13) });
    expect(screen.getAllByText('请问需要准备哪些材料？')).toHaveLength(1);
    expect(chat.posted('/api/v1/chat/message')).toEqual([]);
  });

  it('shows a refused message as failed; 重发 sends it again with the same client id', async () => {
    await openChat();
    const socket = readySocket();
    await typeAndSend('在吗');
    const first = socket.sentOf('send')[0]?.message as Record<string, unknown>;
    socket.push({
      type: 'error',
      code: 7,
      msg: '发送太频繁，请稍后再试',
      client_id: String(first.client_id),
    });
    expect(await screen.findByText('发送失败', {}, PAGE)).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('发送太频繁，请稍后再试');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重发' })));
    const again = socket.sentOf('send')[1]?.message as Record<string, unknown>;
    expect(again).toEqual(first);
    expect(screen.getByText('发送中…')).toBeTruthy();
    socket.push({ type: 'ack', client_id: String(first.client_id), message: sentMessage(first, 13) });
    await waitFor(() => expect(screen.queryByText('发送失败')).toBeNull());
    expect(screen.queryByText('发送中…')).toBeNull();
  });

  it('goes by HTTP when the socket never becomes ready, and a failed post resends the same client id', async () => {
    await openChat();
    expect(socketCount()).toBe(1);
    chat.state.send = () => ({ code: -1, msg: '网络超时' });
    await typeAndSend('您好');
    expect(await screen.findByText('发送失败', {}, PAGE)).toBeTruthy();
    const [body] = chat.posted('/api/v1/chat/message');
    expect(body).toMatchObject({ conversation_id: CONVERSATION_ID, kind: 'text', text: '您好' });
    expect(String(body?.client_id)).toMatch(CLIENT_ID);

    chat.state.send = (sent) => ({ data: sentMessage(sent, 13) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重发' })));
    await waitFor(() => expect(screen.queryByText('发送失败')).toBeNull());
    expect(screen.queryByText('发送中…')).toBeNull();
    expect(chat.posted('/api/v1/chat/message')[1]).toEqual(body);
    expect(latestSocket().sent).toEqual([]);
  });

  it('sends a message unconfirmed when the socket drops by HTTP with the same client id', async () => {
    await openChat();
    const socket = readySocket();
    await typeAndSend('断线前发出的消息');
    const sent = socket.sentOf('send')[0]?.message as Record<string, unknown>;
    socket.drop();
    await waitFor(() => expect(chat.posted('/api/v1/chat/message')).toEqual([sent]));
    await waitFor(() => expect(screen.queryByText('发送中…')).toBeNull());
    expect(screen.getAllByText('断线前发出的消息')).toHaveLength(1);
  });

  it('sends a picture: uploaded first, then a message of kind image', async () => {
    await openChat();
    const socket = readySocket();
    const file = new File([new Uint8Array(16)], 'scan.png', { type: 'image/png' });
    await act(async () =>
      fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } }),
    );
    await waitFor(() => expect(socket.sentOf('send')).toHaveLength(1));
    expect(socket.sentOf('send')[0]?.message).toMatchObject({ kind: 'image', upload_id: 'upload-000001' });
    expect(screen.getByRole('img', { name: '图片消息' }).getAttribute('src')).toContain('upload-000001');
  });
});

describe('receiving', () => {
  it('appends a message of the lawyer and marks it read, and opens a picture full screen', async () => {
    await openChat();
    const socket = readySocket();
    socket.push({ type: 'message', message: chatMessage({ id: 13, text: '请把劳动合同拍照发我' }) });
    expect(await screen.findByText('请把劳动合同拍照发我', {}, PAGE)).toBeTruthy();
    expect(partyOfText('请把劳动合同拍照发我')).toBe('lawyer');
    await waitFor(() =>
      expect(socket.sentOf('read')).toEqual([
        { type: 'read', conversation_id: CONVERSATION_ID, message_id: 13 },
      ]),
    );

    socket.push({
      type: 'message',
      message: chatMessage({
        id: 14,
        kind: 'image',
        text: null,
        image_url: '/api/v1/upload/image/lawyer0001?s=c',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '查看图片' }, PAGE));
    await waitFor(() =>
      expect(document.querySelectorAll('img[src="/api/v1/upload/image/lawyer0001?s=c"]').length).toBe(2),
    );
  });

  it('shows messages in id order (the server’s) when their frames come out of order', async () => {
    await openChat();
    const socket = readySocket();
    socket.push({ type: 'message', message: chatMessage({ id: 14, text: '第二条：请发合同' }) });
    expect(await screen.findByText('第二条：请发合同', {}, PAGE)).toBeTruthy();
    socket.push({ type: 'message', message: chatMessage({ id: 13, text: '第一条：收到您的问题' }) });
    expect(await screen.findByText('第一条：收到您的问题', {}, PAGE)).toBeTruthy();
    const log = screen.getByRole('log', { name: '消息记录' });
    const shown = [...log.querySelectorAll('[data-party]')].map((row) => row.textContent);
    expect(shown.slice(-3)).toEqual(['公司拖欠工资三个月', '第一条：收到您的问题', '第二条：请发合同']);
    // Read up to the newest of the other side, whichever came last.
    await waitFor(() => expect(socket.sentOf('read').at(-1)).toMatchObject({ message_id: 14 }));
  });

  it('marks an unread conversation read when opened (by HTTP before the socket is ready)', async () => {
    chat.state.conversation = conversation({ unread: 1 });
    await openChat();
    await waitFor(() =>
      expect(chat.posted('/api/v1/chat/read')).toEqual([
        { conversation_id: CONVERSATION_ID, message_id: 10 },
      ]),
    );
  });

  it('marks the other side’s newest message read though the cached conversation said nothing was unread', async () => {
    // The conversation's unread count is older than its messages: a list or a frame added one since.
    chat.state.conversation = conversation({ unread: 0 });
    await openChat();
    await waitFor(() =>
      expect(chat.posted('/api/v1/chat/read')).toEqual([
        { conversation_id: CONVERSATION_ID, message_id: 10 },
      ]),
    );
  });

  it('moves 已读 when the lawyer reads', async () => {
    await openChat();
    const socket = readySocket();
    socket.push({ type: 'read', conversation_id: CONVERSATION_ID, reader: 'lawyer', message_id: 12 });
    await waitFor(() =>
      expect(screen.getByText('公司拖欠工资三个月').closest('[data-party]')?.textContent).toContain('已读'),
    );
  });
});

describe('the free daily limit', () => {
  it('shows the card instead of the composer once today’s free messages are used up', async () => {
    chat.state.conversation = conversation({ free_left_today: 0 });
    // Opened straight away: the lawyer's page was never seen, so nothing about them is cached.
    await openChat();
    expect(screen.getByText('今日免费咨询已用完')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '消息内容' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '购买图文咨询' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(
        `/pages/customer/order/service/create?lawyer_uuid=${LAWYER_UUID}&config_id=32`,
      ),
    );
    expect(chat.api.calls('/api/v1/lawyer/detail')[0]?.url.search).toBe(`?uuid=${LAWYER_UUID}`);
    // 服务详情 opens with 图文咨询 chosen (not the first service, 文书代写).
    const chosen = await screen.findByRole('radio', { name: /图文咨询/ }, PAGE);
    expect(chosen.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /文书代写/ }).getAttribute('aria-checked')).toBe('false');
  });

  it('loads the lawyer again at the tap when that failed, staying on the card until it has them', async () => {
    chat.state.conversation = conversation({ free_left_today: 0 });
    chat.state.lawyer = () => ({ code: 7, msg: '系统繁忙' });
    await openChat();
    await waitFor(() => expect(chat.api.calls('/api/v1/lawyer/detail')).toHaveLength(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '购买图文咨询' })));
    await waitFor(() => expect(chat.api.calls('/api/v1/lawyer/detail')).toHaveLength(2));
    expect(showToast).toHaveBeenCalledWith('系统繁忙');
    expect(currentHashAddress()).toBe(`/pages/customer/chat/index?lawyer_uuid=${LAWYER_UUID}`);

    chat.state.lawyer = () => ({ data: chatLawyer });
    fireEvent.click(screen.getByRole('button', { name: '购买图文咨询' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(
        `/pages/customer/order/service/create?lawyer_uuid=${LAWYER_UUID}&config_id=32`,
      ),
    );
  });

  it('shows the card when a send is refused for the limit', async () => {
    chat.state.conversation = conversation({ free_left_today: 3 });
    await openChat();
    expect(screen.getByText('今日还可免费发送3条消息')).toBeTruthy();
    const socket = readySocket();
    await typeAndSend('还有一个问题');
    const sent = socket.sentOf('send')[0]?.message as Record<string, unknown>;
    socket.push({ type: 'error', code: 7, msg: FREE_LIMIT, client_id: String(sent.client_id) });
    expect(await screen.findByText('今日免费咨询已用完', {}, PAGE)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '免费咨询已用完' })).getByRole('button', {
        name: '购买图文咨询',
      }),
    ).toBeTruthy();
    // Resending cannot succeed while the limit holds: the message says 未发送, without 重发.
    const refused = screen.getByText('还有一个问题').closest('[data-party]')!;
    expect(within(refused as HTMLElement).getByText('未发送')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重发' })).toBeNull();
  });
});

describe('a conversation the lawyer opens by id', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    chat.state.conversation = conversation({
      free_left_today: null,
      open_order_no: 'S202603100001',
      open_order: { order_no: 'S202603100001', service_name: '图文咨询', state_label: '服务中' },
    });
  });

  it('draws the lawyer’s own messages right, the customer’s left, and links the order for the lawyer', async () => {
    await openChat(`#/pages/lawyer/chat/index?conversation_id=${CONVERSATION_ID}`);
    expect(screen.getByRole('heading', { name: '用户0001' })).toBeTruthy();
    // The seed's party enum names the sides (myself | lawyer): the other party's side is `lawyer`, the
    // customer's messages included; only the values of the contract's enum are drawn.
    expect(partyOfText('您好，我是王律师')).toBe('myself');
    expect(partyOfText('我想咨询劳动仲裁')).toBe('lawyer');
    const row = (text: string) => screen.getByText(text).closest('[data-party]')?.className ?? '';
    expect(row('您好，我是王律师')).toMatch(/mine/);
    expect(row('我想咨询劳动仲裁')).toMatch(/theirs/);
    const drawn = [...document.querySelectorAll('[data-party]')].map((row) => row.getAttribute('data-party'));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((party) => (Party.values as readonly (string | null)[]).includes(party))).toBe(true);
    expect(screen.getByRole('link', { name: /查看订单/ }).getAttribute('href')).toBe(
      '#/pages/lawyer/order/detailService?order_no=S202603100001',
    );
    expect(screen.queryByText('今日免费咨询已用完')).toBeNull();
  });

  it('says so for an unknown conversation', async () => {
    renderAppAt('#/pages/lawyer/chat/index?conversation_id=x');
    expect(await screen.findByText('会话不存在', {}, PAGE)).toBeTruthy();
  });
});

describe('a free conversation with a paused lawyer', () => {
  const PAUSED = '该律师已暂停接单，暂不接受新的咨询，留言可能无法及时回复';

  it('says the lawyer takes no new consultations while they have paused 接单', async () => {
    chat.state.lawyer = () => ({ data: { ...chatLawyer, accepting: 0 } });
    await openChat();
    expect(await screen.findByText(PAUSED, {}, PAGE)).toBeTruthy();
  });

  it('says nothing of it while the lawyer takes orders', async () => {
    await openChat();
    await waitFor(() => expect(chat.api.calls('/api/v1/lawyer/detail')).toHaveLength(1));
    expect(screen.queryByText(PAUSED)).toBeNull();
  });
});
