import {
  API,
  CHAT_SENDERS,
  chatConversation,
  chatConversationQuery,
  chatMessage,
  chatMessagesPage,
  chatMessagesQuery,
  chatOpenBody,
  chatReadBody,
  chatSendBody,
  oneOf,
} from '@lawbridge/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createChatService, type ChatService } from './service';
import { chatSocketRoute } from './socket';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
  }
}

const conversationsQuery = z.object({ side: oneOf('会话身份', CHAT_SENDERS).default('customer') });

/**
 * Chat (PRODUCT §9) by HTTP (lists, history, and sending when the socket cannot connect) and the socket
 * `/api/v1/ws`; both go through one chat service, decorated as `app.chat`.
 */
const chatRoutesPlugin: FastifyPluginAsyncZod<{ clock: Clock; messagesPerMinute: number }> = async (
  app,
  options,
) => {
  const chat = createChatService({
    db: app.db,
    clock: options.clock,
    messagesPerMinute: options.messagesPerMinute,
    hub: app.realtime,
    links: app.imageLinks,
  });
  app.decorate('chat', chat);
  const tags = ['chat'];

  app.get(
    API.chatConversations,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '我的会话（side=customer 作为用户，side=lawyer 作为律师），最近消息在前',
        querystring: conversationsQuery,
        response: okResponse(z.array(chatConversation)),
      },
    },
    async (request) => ok(await chat.list({ userId: requireUser(request).id, side: request.query.side })),
  );

  app.post(
    API.chatConversations,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '免费在线咨询：打开（首次则创建）与该律师的会话',
        body: chatOpenBody,
        response: okResponse(chatConversation),
      },
    },
    async (request) =>
      ok(await chat.open({ userId: requireUser(request).id, lawyerUuid: request.body.lawyer_uuid })),
  );

  app.get(
    API.chatConversationDetail,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '一个会话（会话双方）',
        querystring: chatConversationQuery,
        response: okResponse(chatConversation),
      },
    },
    async (request) =>
      ok(
        await chat.detail({ userId: requireUser(request).id, conversationId: request.query.conversation_id }),
      ),
  );

  app.get(
    API.chatMessages,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '历史消息：before_id 向前翻页，after_id 取断线后漏收的消息；按时间正序',
        querystring: chatMessagesQuery,
        response: okResponse(chatMessagesPage),
      },
    },
    async (request) => ok(await chat.history({ userId: requireUser(request).id, query: request.query })),
  );

  app.post(
    API.chatMessages,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '发送消息（WebSocket 不可用时）；同一 client_id 重发不会重复',
        body: chatSendBody,
        response: okResponse(chatMessage),
      },
    },
    async (request) => ok(await chat.send({ userId: requireUser(request).id, body: request.body })),
  );

  app.post(
    API.chatRead,
    {
      config: { access: 'owner' },
      schema: { tags, summary: '标记已读到某条消息', body: chatReadBody, response: okResponse(z.null()) },
    },
    async (request) => {
      await chat.read({ userId: requireUser(request).id, body: request.body });
      return ok(null);
    },
  );

  await app.register(chatSocketRoute, { chat, hub: app.realtime, clock: options.clock });
};

export const chatRoutes = fp(chatRoutesPlugin, { name: 'chat', dependencies: ['db', 'auth', 'realtime'] });
