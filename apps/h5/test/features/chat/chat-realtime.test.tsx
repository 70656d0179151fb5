import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS } from '../../../src/lib/realtime';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { customerUser } from '../../fixtures/users';
import { chatMessage, CONVERSATION_ID } from './chat-fixtures';
import { mockChatApi, openChat, PAGE } from './chat-support';
import { installFakeSocket, latestSocket, readySocket, socketCount } from './fake-socket';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

let chat: ReturnType<typeof mockChatApi>;

beforeEach(() => {
  installFakeSocket();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  chat = mockChatApi();
  chat.state.messages = [
    chatMessage({ id: 10, text: '您好，我是王律师' }),
    chatMessage({ id: 12, text: '请讲' }),
  ];
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'language');
  Reflect.deleteProperty(navigator, 'clipboard');
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

/** The browser's language and clipboard, on the navigator itself (removed after each test). */
function stubNavigator(language: string, writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'language', { value: language, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const timers = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
/** Fake timers that also run on their own (so the page's waits work), which the test can jump ahead. */
const runningTimers = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });

describe('reconnecting', () => {
  it('reconnects 1 s after a drop, authenticates first, and fetches what came after the last message', async () => {
    await openChat();
    const first = readySocket();
    // The first ready already asked for what came after the history that was loaded.
    await waitFor(() =>
      expect(chat.historyAsked()).toContain(`?conversation_id=${CONVERSATION_ID}&after_id=12&limit=50`),
    );
    const asked = chat.historyAsked().length;

    timers();
    first.drop();
    expect(screen.getByText('连接已断开，正在重新连接…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(socketCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(socketCount()).toBe(2);
    vi.useRealTimers();

    chat.state.messages = [...chat.state.messages, chatMessage({ id: 13, text: '断线时发来的消息' })];
    const second = readySocket();
    expect(second.sent[0]).toEqual({ type: 'auth', token: 't' });
    expect(second.url).not.toContain('t=');
    expect(await screen.findByText('断线时发来的消息', {}, PAGE)).toBeTruthy();
    expect(chat.historyAsked().slice(asked)).toEqual([
      `?conversation_id=${CONVERSATION_ID}&after_id=12&limit=50`,
    ]);
    expect(screen.queryByText('连接已断开，正在重新连接…')).toBeNull();
  });

  it('closes the socket on sign-out', async () => {
    await openChat();
    const socket = readySocket();
    act(() => useSession.getState().logout());
    expect(socket.readyState).toBe(3);
    expect(socketCount()).toBe(1);
  });
});

describe('when the socket cannot connect', () => {
  it('fetches the lawyer’s new messages by HTTP every 3 s, and stops once the socket is ready', async () => {
    runningTimers();
    await openChat();
    // The socket was opened but never answers.
    expect(socketCount()).toBe(1);
    chat.state.messages = [...chat.state.messages, chatMessage({ id: 13, text: '连接不上时发来的消息' })];
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(await screen.findByText('连接不上时发来的消息', {}, PAGE)).toBeTruthy();
    expect(chat.historyAsked()).toContain(`?conversation_id=${CONVERSATION_ID}&after_id=12&limit=50`);
    // The lawyer's message is marked read by HTTP.
    await waitFor(() =>
      expect(chat.posted('/api/v1/chat/read')).toContainEqual({
        conversation_id: CONVERSATION_ID,
        message_id: 13,
      }),
    );

    const detailAsked = chat.api.calls('/api/v1/chat/conversation/detail').length;
    readySocket();
    // Ready again: what came after 13 once, the conversation asked again, then nothing more by HTTP.
    expect(chat.historyAsked().at(-1)).toBe(`?conversation_id=${CONVERSATION_ID}&after_id=13&limit=50`);
    await waitFor(() =>
      expect(chat.api.calls('/api/v1/chat/conversation/detail')).toHaveLength(detailAsked + 1),
    );
    const asked = chat.historyAsked().length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(chat.historyAsked()).toHaveLength(asked);
    expect(chat.api.calls('/api/v1/chat/conversation/detail')).toHaveLength(detailAsked + 1);
  });
});

describe('typing', () => {
  it('shows 对方正在输入… for 3 s after the lawyer’s typing frame', async () => {
    await openChat();
    const socket = readySocket();
    timers();
    socket.push({ type: 'typing', conversation_id: CONVERSATION_ID, sender: 'lawyer' });
    expect(screen.getByText('对方正在输入…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('对方正在输入…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('对方正在输入…')).toBeNull();
  });

  it('tells the lawyer that the customer is typing, at most every 3 s', async () => {
    await openChat();
    const socket = readySocket();
    const box = screen.getByRole('textbox', { name: '消息内容' });
    fireEvent.change(box, { target: { value: '我' } });
    fireEvent.change(box, { target: { value: '我想' } });
    expect(socket.sentOf('typing')).toEqual([{ type: 'typing', conversation_id: CONVERSATION_ID }]);
  });
});

describe('long-press on a message', () => {
  const bubble = () => screen.getByText('您好，我是王律师');
  // The sheet's rows are found by text: antd-mobile's popup is hidden from role queries while it animates.
  const sheetCopy = () => screen.queryByText('复制');

  it('offers 复制 after 350 ms and copies the text with 内容已复制 in the user’s language', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator('en-US', writeText);
    await openChat();
    timers();
    fireEvent.pointerDown(bubble(), { clientX: 20, clientY: 20 });
    act(() => vi.advanceTimersByTime(349));
    expect(sheetCopy()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    fireEvent.click(await screen.findByText('复制', {}, PAGE));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Content copied'));
    expect(writeText).toHaveBeenCalledWith('您好，我是王律师');
  });

  it('says so when copying fails', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    stubNavigator('zh-CN', writeText);
    await openChat();
    timers();
    fireEvent.pointerDown(bubble(), { clientX: 20, clientY: 20 });
    act(() => vi.advanceTimersByTime(350));
    vi.useRealTimers();
    fireEvent.click(await screen.findByText('复制', {}, PAGE));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('复制失败，请手动复制'));
  });

  it('is cancelled by a move of more than 10 px, not by a smaller one, nor by lifting the finger early', async () => {
    await openChat();
    timers();
    fireEvent.pointerDown(bubble(), { clientX: 20, clientY: 20 });
    fireEvent.pointerMove(bubble(), { clientX: 31, clientY: 20 });
    act(() => vi.advanceTimersByTime(1000));
    expect(sheetCopy()).toBeNull();

    fireEvent.pointerDown(bubble(), { clientX: 20, clientY: 20 });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(bubble(), { clientX: 20, clientY: 20 });
    act(() => vi.advanceTimersByTime(1000));
    expect(sheetCopy()).toBeNull();

    fireEvent.pointerDown(bubble(), { clientX: 20, clientY: 20 });
    fireEvent.pointerMove(bubble(), { clientX: 26, clientY: 28 });
    act(() => vi.advanceTimersByTime(350));
    vi.useRealTimers();
    expect(await screen.findByText('复制', {}, PAGE)).toBeTruthy();
    expect(latestSocket()).toBeTruthy();
  });
});
