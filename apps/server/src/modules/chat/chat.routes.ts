import {
  AppendMessageRequestSchema,
  ChatSearchResponseSchema,
  EditMessageRequestSchema,
  exportFileName,
  RegenerateRequestSchema,
  ChatSearchQuerySchema,
  ChatHistoryResponseSchema,
  ChatIdSchema,
  ChatListResponseSchema,
  CreateChatRequestSchema,
  CreateChatResponseSchema,
  DeleteChatsResponseSchema,
  MessageIdSchema,
  MessagePageSchema,
  MessageSchema,
  PromptCheckResponseSchema,
  PromptRequestSchema,
  PromptResponseSchema,
  RenameChatRequestSchema,
  RenamedChatSchema,
  StopResponseSchema,
  type PromptCheckResponse,
  type PromptResponse,
} from '@petrosage/contracts/chat';
import { ApiErrorSchema } from '@petrosage/contracts/health';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { RouteKit } from '../../lib/route-kit';
import { ProviderError } from '../assistant/model/provider';
import type { ChatService } from './chat.service';
import type { ReplyEvent } from './live-reply';
import type { PromptService, SubmittedPrompt } from './prompt.service';
import type { ChatSearchService } from './search.service';
import { SseStream, type OpenStreams } from './sse';

export interface ChatRoutesOptions {
  chats: ChatService;
  prompts: PromptService;
  limiter: RateLimiter;
  /** The streams open on this process (handed over on shutdown). */
  openStreams: OpenStreams;
}

const MODEL_FAILED_STATUS = 502;
/** The test prompt asks the model: a few per user per window are enough to check a set-up. */
const PROMPT_CHECKS_PER_WINDOW = 10;
const PROMPT_CHECK_WINDOW_SECONDS = 300;
/** Messages `…/show` answers with: the newest page of what the chat shows after the change. */
const SHOWN_PAGE_SIZE = 50;

const ChatParamsSchema = z.object({ chatId: ChatIdSchema });
const MessageParamsSchema = z.object({ messageId: MessageIdSchema });
const MessagePageQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 200')
    .refine((value) => Number(value) >= 1 && Number(value) <= 200, {
      message: 'limit must be a whole number from 1 to 200',
    })
    .default('50')
    .transform(Number),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before must be a cursor from next_cursor')
    .optional(),
});
const StreamQuerySchema = z.object({ offset: z.string().optional() });

function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** Where a re-attaching client left off: `Last-Event-ID`, else `?offset=`, else 0. */
function resumeOffset(request: FastifyRequest, query: string | undefined): number {
  const header = request.headers['last-event-id'];
  const raw = typeof header === 'string' ? header : (query ?? '0');
  if (!/^\d{1,9}$/.test(raw.trim())) {
    throw new AppError('validation_failed', 'Last-Event-ID must be a character offset', {
      status: 422,
    });
  }
  return Number(raw.trim());
}

/** Streams a reply's events to the client until it ends or the client leaves. */
async function streamReply(
  sse: SseStream,
  prompts: PromptService,
  userId: string,
  ids: { chatId: string; replyId: string },
  offset: number,
  owned: boolean,
): Promise<void> {
  const detach = await prompts.watch(
    userId,
    ids.replyId,
    offset,
    (event: ReplyEvent) => {
      if (event.type === 'text') {
        sse.text(event.text, event.offset);
        return;
      }
      if (event.status === 'error') {
        sse.event('error', {
          chat_id: ids.chatId,
          message_id: ids.replyId,
          detail: event.error ?? 'The reply failed',
        });
      } else {
        sse.event('done', { chat_id: ids.chatId, message_id: ids.replyId, status: event.status });
      }
      sse.end();
    },
    { owned },
  );
  sse.onClose(detach);
}

/** Chats, messages and the prompt pipeline, mounted at `/api`. */
export function chatRoutes(
  routes: RouteKit,
  { chats, prompts, limiter, openStreams }: ChatRoutesOptions,
): void {
  const error = { description: 'Error', schema: ApiErrorSchema };
  const chat = { tag: 'chat', auth: 'user' } as const;
  const ofChat = { ...chat, params: ChatParamsSchema, paramsNotFound: 'Chat not found' } as const;
  const ofMessage = {
    ...chat,
    params: MessageParamsSchema,
    paramsNotFound: 'Message not found',
  } as const;

  routes.route({
    ...chat,
    method: 'GET',
    url: '/history',
    summary: 'The latest chat',
    responses: { 200: { description: 'Chat', schema: ChatHistoryResponseSchema }, 401: error },
    handler: ({ userId }) => chats.latest(userId),
  });

  routes.route({
    ...chat,
    method: 'GET',
    url: '/history/chats',
    summary: 'My chats, most recent first',
    responses: { 200: { description: 'Chats', schema: ChatListResponseSchema }, 401: error },
    handler: async ({ userId }) => ({ chats: await chats.list(userId) }),
  });

  routes.route({
    ...chat,
    method: 'POST',
    url: '/history',
    summary:
      'Create a chat, with the user’s own messages (each needs the plan and counts against the allowance)',
    body: CreateChatRequestSchema,
    responses: {
      201: { description: 'Created', schema: CreateChatResponseSchema },
      402: error,
      403: { ...error, description: 'The account keeps as many chats or as much text as it may' },
      422: error,
      429: error,
    },
    handler: async ({ userId, body, reply }) =>
      reply.code(201).send(await chats.create(userId, body)),
  });

  routes.route({
    ...chat,
    method: 'DELETE',
    url: '/history/clear',
    summary: 'Delete all my chats (soft)',
    responses: { 200: { description: 'Deleted', schema: DeleteChatsResponseSchema } },
    handler: async ({ userId }) => ({ deleted: await chats.clear(userId) }),
  });

  routes.route({
    ...ofChat,
    method: 'GET',
    url: '/history/:chatId',
    summary: 'A chat with its messages',
    responses: { 200: { description: 'Chat', schema: ChatHistoryResponseSchema }, 404: error },
    handler: ({ userId, params }) => chats.get(userId, params.chatId),
  });

  routes.route({
    ...ofChat,
    method: 'PATCH',
    url: '/history/:chatId',
    summary: 'Rename a chat',
    body: RenameChatRequestSchema,
    responses: {
      200: { description: 'Renamed', schema: RenamedChatSchema },
      404: error,
      422: error,
    },
    handler: ({ userId, params, body }) => chats.rename(userId, params.chatId, body.title),
  });

  routes.route({
    ...ofChat,
    method: 'DELETE',
    url: '/history/:chatId',
    summary: 'Delete a chat (soft)',
    responses: { 200: { description: 'Deleted', schema: DeleteChatsResponseSchema }, 404: error },
    handler: async ({ userId, params }) => {
      await chats.remove(userId, params.chatId);
      return { deleted: 1 };
    },
  });

  routes.route({
    ...ofChat,
    method: 'GET',
    url: '/history/:chatId/messages',
    summary: 'A page of messages, newest page first',
    query: MessagePageQuerySchema,
    queryDocs: {
      limit: { description: '1–200, default 50' },
      before: { description: 'next_cursor of the previous page' },
    },
    responses: { 200: { description: 'Page', schema: MessagePageSchema }, 404: error },
    handler: ({ userId, params, query }) =>
      chats.page(userId, params.chatId, query.limit, query.before ?? null),
  });

  routes.route({
    ...ofChat,
    method: 'POST',
    url: '/history/:chatId/messages',
    summary: 'Append one of the user’s own messages (needs the plan; counts against the allowance)',
    body: AppendMessageRequestSchema,
    responses: {
      201: { description: 'Message', schema: MessageSchema },
      402: error,
      403: { ...error, description: 'The account keeps as much text as it may' },
      404: error,
      422: error,
      429: error,
    },
    handler: async ({ userId, params, body, reply }) =>
      reply.code(201).send(await chats.append(userId, params.chatId, body)),
  });

  routes.route({
    ...chat,
    method: 'POST',
    url: '/prompt',
    summary: 'Send a message; JSON answer, or server-sent events with Accept: text/event-stream',
    body: PromptRequestSchema,
    responses: {
      200: { description: 'Reply', schema: PromptResponseSchema },
      404: error,
      422: error,
      502: error,
    },
    handler: async ({ userId, body, request, reply }) => {
      const submitted = await prompts.submit(userId, body);
      return answerReply(request, reply, prompts, userId, submitted, openStreams);
    },
  });

  routes.route({
    ...chat,
    method: 'POST',
    url: '/prompt/check',
    summary:
      'The assistant answers a fixed test message; nothing is stored or counted (Backend Integration Test)',
    responses: {
      200: { description: 'Reply', schema: PromptCheckResponseSchema },
      401: error,
      429: error,
      502: error,
    },
    handler: async ({ userId, reply }): Promise<PromptCheckResponse> => {
      await limiter.hit({
        key: `prompt-check:user:${userId}`,
        limit: PROMPT_CHECKS_PER_WINDOW,
        windowSeconds: PROMPT_CHECK_WINDOW_SECONDS,
      });
      const left = new AbortController();
      reply.raw.on('close', () => left.abort());
      try {
        return await prompts.check(left.signal);
      } catch (failure) {
        if (failure instanceof ProviderError) {
          throw new AppError('bad_gateway', failure.userMessage, { status: MODEL_FAILED_STATUS });
        }
        throw failure;
      }
    },
  });

  routes.route({
    ...ofMessage,
    method: 'GET',
    url: '/prompt/:messageId/stream',
    summary: 'Re-attach to a reply (send Last-Event-ID)',
    query: StreamQuerySchema,
    queryDocs: { offset: { description: 'Character offset, when Last-Event-ID cannot be sent' } },
    responses: { 200: { description: 'Server-sent events' }, 404: error },
    handler: async ({ userId, params, query, request, reply }) => {
      const offset = resumeOffset(request, query.offset);
      // Checked before switching to a stream, so a wrong id is a plain 404.
      const { chatId } = await prompts.chatOf(userId, params.messageId);
      const sse = new SseStream(reply, { openStreams, offset });
      await streamReply(sse, prompts, userId, { chatId, replyId: params.messageId }, offset, true);
      return reply;
    },
  });

  routes.route({
    ...ofMessage,
    method: 'POST',
    url: '/prompt/:messageId/stop',
    summary: 'Stop a reply',
    responses: { 200: { description: 'Status', schema: StopResponseSchema }, 404: error },
    handler: async ({ userId, params }) => ({
      message_id: params.messageId,
      status: await prompts.stop(userId, params.messageId),
    }),
  });
}

export interface ChatActionRoutesOptions {
  openStreams: OpenStreams;
  chats: ChatService;
  prompts: PromptService;
  search: ChatSearchService;
  /** One of the user's chats as Markdown (404 otherwise). */
  exportChat: (userId: string, chatId: string) => Promise<{ title: string; markdown: string }>;
}

/** Answers a submitted prompt's reply: server-sent events when asked for, else JSON once it ends. */
async function answerReply(
  request: FastifyRequest,
  reply: FastifyReply,
  prompts: PromptService,
  userId: string,
  submitted: SubmittedPrompt,
  openStreams: OpenStreams,
): Promise<FastifyReply | PromptResponse> {
  if (wantsStream(request)) {
    const sse = new SseStream(reply, { openStreams });
    sse.event('start', {
      chat_id: submitted.chatId,
      user_message_id: submitted.questionId,
      message_id: submitted.replyId,
    });
    await streamReply(sse, prompts, userId, submitted, 0, true);
    return reply;
  }
  const final = await prompts.result(userId, submitted.replyId, { owned: true });
  if (final.status === 'error') {
    return reply.code(MODEL_FAILED_STATUS).send({
      detail: final.error ?? 'The assistant could not answer',
      request_id: request.id,
      chat_id: submitted.chatId,
      message_id: submitted.replyId,
    });
  }
  return {
    response: final.content,
    chat_id: submitted.chatId,
    message_id: submitted.replyId,
    user_message_id: submitted.questionId,
    status: final.status,
  };
}

/**
 * What users do with messages and chats beyond sending (docs/decisions/025): regenerate the
 * latest reply, edit the latest question, show another version, export a chat, search chats.
 */
export function chatActionRoutes(
  routes: RouteKit,
  { chats, prompts, search, exportChat, openStreams }: ChatActionRoutesOptions,
): void {
  const error = { description: 'Error', schema: ApiErrorSchema };
  const chat = { tag: 'chat', auth: 'user' } as const;
  const ofMessage = {
    ...chat,
    params: MessageParamsSchema,
    paramsNotFound: 'Message not found',
  } as const;
  const newVersion = {
    200: { description: 'Reply (or server-sent events)', schema: PromptResponseSchema },
    402: error,
    403: { ...error, description: 'The account keeps as much text as it may' },
    404: error,
    409: { ...error, description: 'Not the latest, or a reply is still being written' },
    422: error,
    429: error,
    502: error,
  };

  routes.route({
    ...ofMessage,
    method: 'POST',
    url: '/prompt/:messageId/regenerate',
    summary:
      'A new version of the chat’s latest reply (the earlier one is kept); counts against the allowance',
    body: z.optional(RegenerateRequestSchema),
    responses: newVersion,
    handler: async ({ userId, params, body, request, reply }) => {
      const submitted = await prompts.regenerate(
        userId,
        params.messageId,
        body?.client_message_id ?? null,
      );
      return answerReply(request, reply, prompts, userId, submitted, openStreams);
    },
  });

  routes.route({
    ...ofMessage,
    method: 'POST',
    url: '/prompt/:messageId/edit',
    summary:
      'A new version of the user’s latest message, answered anew (the earlier one and its reply are kept); counts against the allowance',
    body: EditMessageRequestSchema,
    responses: newVersion,
    handler: async ({ userId, params, body, request, reply }) => {
      const submitted = await prompts.edit(
        userId,
        params.messageId,
        body.content,
        body.client_message_id ?? null,
      );
      return answerReply(request, reply, prompts, userId, submitted, openStreams);
    },
  });

  routes.route({
    ...chat,
    method: 'POST',
    url: '/history/:chatId/messages/:messageId/show',
    summary: 'Show another version of a message; answers the newest page of what the chat shows',
    params: ChatParamsSchema.extend(MessageParamsSchema.shape),
    paramsNotFound: 'Message not found',
    responses: {
      200: { description: 'Page', schema: MessagePageSchema },
      404: error,
      409: error,
    },
    handler: async ({ userId, params }) => {
      await prompts.selectVersion(userId, params.chatId, params.messageId);
      return chats.page(userId, params.chatId, SHOWN_PAGE_SIZE, null);
    },
  });

  routes.route({
    ...chat,
    method: 'GET',
    url: '/history/:chatId/export',
    summary: 'The chat as a Markdown file (files listed, charts as data tables)',
    params: ChatParamsSchema,
    paramsNotFound: 'Chat not found',
    responses: { 200: { description: 'text/markdown attachment' }, 404: error },
    handler: async ({ userId, params, reply }) => {
      const { title, markdown } = await exportChat(userId, params.chatId);
      const fileName = exportFileName(title);
      return reply
        .type('text/markdown; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(markdown);
    },
  });

  routes.route({
    ...chat,
    method: 'GET',
    url: '/history/search',
    summary: 'Full-text search of my chats’ titles and messages',
    query: ChatSearchQuerySchema,
    queryDocs: { q: { description: 'Words, "a phrase", -excluded', required: true } },
    responses: {
      200: { description: 'Results', schema: ChatSearchResponseSchema },
      401: error,
      422: error,
    },
    handler: async ({ userId, query }) => ({ results: await search.search(userId, query.q) }),
  });
}
