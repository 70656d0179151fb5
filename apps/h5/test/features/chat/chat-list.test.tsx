import type { ChatConversation } from '@lawbridge/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS } from '../../../src/lib/realtime';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { mockApi, type Answer } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';
import { chatMessage, conversation, CONVERSATION_ID } from './chat-fixtures';
import { installFakeSocket, readySocket, socketCount } from './fake-socket';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
let listAnswer: (side: string) => Answer;
let api: ReturnType<typeof mockApi>;

const unreadOne = conversation({
  unread: 3,
  last_message: chatMessage({ id: 12, text: '您好，请问是劳动仲裁的问题吗？' }),
});
const imageOne = conversation({
  id: 6,
  lawyer: { uuid: 'lawyer-0002', name: '李红', avatar: null },
  customer: { nickname: '用户0002', avatar: null },
  last_message: chatMessage({ id: 30, conversation_id: 6, kind: 'image', text: null, image_url: '/i/1' }),
});

beforeEach(() => {
  installFakeSocket();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  listAnswer = () => ({ data: [unreadOne, imageOne] });
  api = mockApi({
    '/api/v1/chat/conversation': (url) => listAnswer(url.searchParams.get('side') ?? ''),
  });
});
afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

const itemNamed = (name: string) => screen.findByRole('link', { name: new RegExp(name) }, PAGE);

describe('免费在线咨询 (the customer’s conversations)', () => {
  it('lists each lawyer with the last message, its time and the unread count, opening the conversation', async () => {
    renderAppAt('#/pages/customer/chat/index');
    const first = await itemNamed('王建国 律师');
    expect(first.textContent).toContain('您好，请问是劳动仲裁的问题吗？');
    expect(within(first).getByTestId('unread-badge').textContent).toBe('3条未读');
    expect(first.getAttribute('href')).toBe('#/pages/customer/chat/index?lawyer_uuid=lawyer-0001');
    const second = await itemNamed('李红 律师');
    expect(second.textContent).toContain('[图片]');
    expect(within(second).queryByTestId('unread-badge')).toBeNull();
    expect(api.calls('/api/v1/chat/conversation')[0]?.url.search).toBe('?side=customer');
  });

  it('counts a message arriving over the socket and moves its conversation to the top', async () => {
    listAnswer = () => ({ data: [imageOne, unreadOne] });
    renderAppAt('#/pages/customer/chat/index');
    await itemNamed('王建国 律师');
    await waitFor(() => expect(socketCount()).toBe(1));
    const socket = readySocket();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 't' });
    expect(socket.url).toBe('ws://localhost:3000/api/v1/ws');
    socket.push({
      type: 'message',
      message: chatMessage({ id: 40, text: '材料收到了', created_at: unreadOne.updated_at + 60_000 }),
    });
    const first = await itemNamed('王建国 律师');
    await waitFor(() => expect(within(first).getByTestId('unread-badge').textContent).toBe('4条未读'));
    expect(first.textContent).toContain('材料收到了');
    expect(screen.getAllByRole('link', { name: /律师/ })[0]).toBe(first);
  });

  it('asks for the list again every 3 s while the socket cannot connect, and once more when it is ready', async () => {
    // Fake timers that also run on their own (the page's waits work), jumped ahead by the test.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    listAnswer = () => ({ data: [imageOne, unreadOne] });
    renderAppAt('#/pages/customer/chat/index');
    await itemNamed('李红 律师');
    await waitFor(() => expect(socketCount()).toBe(1));
    const newer = conversation({
      unread: 4,
      last_message: chatMessage({ id: 40, text: '材料收到了' }),
      updated_at: imageOne.updated_at + 60_000,
    });
    listAnswer = () => ({ data: [newer, imageOne] });
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    const first = await itemNamed('王建国 律师');
    await waitFor(() => expect(within(first).getByTestId('unread-badge').textContent).toBe('4条未读'));
    expect(first.textContent).toContain('材料收到了');
    expect(screen.getAllByRole('link', { name: /律师/ })[0]).toBe(first);

    const listAsked = () => api.calls('/api/v1/chat/conversation').length;
    const before = listAsked();
    readySocket();
    expect(listAsked()).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(listAsked()).toBe(before + 1);
  });

  it('offers 去找律师 when there is no conversation, and a retry when the list fails', async () => {
    listAnswer = () => ({ data: [] });
    const { unmount } = renderAppAt('#/pages/customer/chat/index');
    expect(await screen.findByText('暂无咨询会话', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去找律师' })).toBeTruthy();
    unmount();
    listAnswer = () => ({ code: 7, msg: '系统繁忙' });
    renderAppAt('#/pages/customer/chat/index');
    expect(await screen.findByText('加载失败，请检查网络后重试', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('asks a visitor to sign in first, without a socket', async () => {
    useSession.setState({ token: null, user: null });
    renderAppAt('#/pages/customer/chat/index');
    expect(await screen.findByText('登录后即可免费咨询律师', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去登录' })).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(socketCount()).toBe(0);
  });
});

describe('在线会话 (the lawyer’s conversations)', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
  });

  it('lists the customers by nickname, each opening its conversation by id', async () => {
    const asLawyer: ChatConversation = { ...unreadOne, unread: 1, free_left_today: null };
    listAnswer = () => ({ data: [asLawyer] });
    renderAppAt('#/pages/lawyer/chat/index');
    const item = await itemNamed('用户0001');
    expect(item.getAttribute('href')).toBe(`#/pages/lawyer/chat/index?conversation_id=${CONVERSATION_ID}`);
    expect(within(item).getByTestId('unread-badge').textContent).toBe('1条未读');
    expect(api.calls('/api/v1/chat/conversation')[0]?.url.search).toBe('?side=lawyer');
  });

  it('says when there is no conversation yet', async () => {
    listAnswer = () => ({ data: [] });
    renderAppAt('#/pages/lawyer/chat/index');
    expect(await screen.findByText('暂无会话', {}, PAGE)).toBeTruthy();
  });
});
