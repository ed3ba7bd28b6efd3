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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireApiUser } from '../auth/api-auth';
import { AppError } from '../../lib/errors';
import type { OpenApiRegistry } from '../../lib/openapi';
import type { RateLimiter } from '../../lib/rate-limit';
import { parseBody } from '../../lib/validate';
import { ProviderError } from '../assistant/provider';
import type { AuthService } from '../auth/auth.service';
import type { ChatService } from './chat.service';
import type { ReplyEvent } from './live-reply';
import type { PromptService, SubmittedPrompt } from './prompt.service';
import type { ChatSearchService } from './search.service';
import { SseStream } from './sse';

export interface ChatRoutesOptions {
  auth: AuthService;
  chats: ChatService;
  prompts: PromptService;
  limiter: RateLimiter;
  openapi: OpenApiRegistry;
}

const MODEL_FAILED_STATUS = 502;
/** The test prompt asks the model: a few per user per window are enough to check a set-up. */
const PROMPT_CHECKS_PER_WINDOW = 10;
const PROMPT_CHECK_WINDOW_SECONDS = 300;
/** Messages `…/show` answers with: the newest page of what the chat shows after the change. */
const SHOWN_PAGE_SIZE = 50;

/** Product-API validation: 422 with a readable `detail`. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return parseBody(schema, body, 'validation_failed', 422);
}

function chatIdParam(request: FastifyRequest): string {
  const { chatId } = request.params as { chatId: string };
  // A malformed id cannot name one of the caller's chats.
  if (!ChatIdSchema.safeParse(chatId).success) throw new AppError('not_found', 'Chat not found');
  return chatId;
}

function messageIdParam(request: FastifyRequest): string {
  const { messageId } = request.params as { messageId: string };
  if (!MessageIdSchema.safeParse(messageId).success)
    throw new AppError('not_found', 'Message not found');
  return messageId;
}

function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** Where a re-attaching client left off: `Last-Event-ID`, else `?offset=`, else 0. */
function resumeOffset(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown>).offset;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : '0';
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
  app: FastifyInstance,
  { auth, chats, prompts, limiter, openapi }: ChatRoutesOptions,
): void {
  app.get('/history', async (request) => chats.latest(await requireApiUser(auth, request)));

  app.get('/history/chats', async (request) => ({
    chats: await chats.list(await requireApiUser(auth, request)),
  }));

  app.post('/history', async (request, reply) => {
    const userId = await requireApiUser(auth, request);
    const input = parse(CreateChatRequestSchema, request.body);
    return reply.code(201).send(await chats.create(userId, input));
  });

  app.delete('/history/clear', async (request) => ({
    deleted: await chats.clear(await requireApiUser(auth, request)),
  }));

  app.get('/history/:chatId', async (request) => {
    const userId = await requireApiUser(auth, request);
    return chats.get(userId, chatIdParam(request));
  });

  app.patch('/history/:chatId', async (request) => {
    const userId = await requireApiUser(auth, request);
    const chatId = chatIdParam(request);
    return chats.rename(userId, chatId, parse(RenameChatRequestSchema, request.body).title);
  });

  app.delete('/history/:chatId', async (request) => {
    const userId = await requireApiUser(auth, request);
    await chats.remove(userId, chatIdParam(request));
    return { deleted: 1 };
  });

  app.get('/history/:chatId/messages', async (request) => {
    const userId = await requireApiUser(auth, request);
    const chatId = chatIdParam(request);
    const query = request.query as Record<string, unknown>;
    const limitRaw = typeof query.limit === 'string' ? query.limit : '50';
    const before = typeof query.before === 'string' ? query.before : null;
    if (!/^\d{1,3}$/.test(limitRaw) || Number(limitRaw) < 1 || Number(limitRaw) > 200) {
      throw new AppError('validation_failed', 'limit must be a whole number from 1 to 200', {
        status: 422,
      });
    }
    if (before !== null && !/^\d{1,18}$/.test(before)) {
      throw new AppError('validation_failed', 'before must be a cursor from next_cursor', {
        status: 422,
      });
    }
    return chats.page(userId, chatId, Number(limitRaw), before);
  });

  app.post('/history/:chatId/messages', async (request, reply) => {
    const userId = await requireApiUser(auth, request);
    const chatId = chatIdParam(request);
    return reply
      .code(201)
      .send(await chats.append(userId, chatId, parse(AppendMessageRequestSchema, request.body)));
  });

  app.post('/prompt', async (request, reply) => {
    const userId = await requireApiUser(auth, request);
    const input = parse(PromptRequestSchema, request.body);
    const submitted = await prompts.submit(userId, input);
    if (wantsStream(request)) {
      const sse = new SseStream(reply);
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
        chat_id: submitted.chatId,
        message_id: submitted.replyId,
      });
    }
    const body: PromptResponse = {
      response: final.content,
      chat_id: submitted.chatId,
      message_id: submitted.replyId,
      user_message_id: submitted.questionId,
      status: final.status,
    };
    return body;
  });

  app.post('/prompt/check', async (request, reply): Promise<PromptCheckResponse> => {
    const userId = await requireApiUser(auth, request);
    await limiter.hit({
      key: `prompt-check:user:${userId}`,
      limit: PROMPT_CHECKS_PER_WINDOW,
      windowSeconds: PROMPT_CHECK_WINDOW_SECONDS,
    });
    const left = new AbortController();
    reply.raw.on('close', () => left.abort());
    try {
      return await prompts.check(left.signal);
    } catch (error) {
      if (error instanceof ProviderError) {
        throw new AppError('bad_gateway', error.userMessage, { status: MODEL_FAILED_STATUS });
      }
      throw error;
    }
  });

  app.get('/prompt/:messageId/stream', async (request, reply) => {
    const userId = await requireApiUser(auth, request);
    const replyId = messageIdParam(request);
    const offset = resumeOffset(request);
    // Checked before switching to a stream, so a wrong id is a plain 404.
    const { chatId } = await prompts.chatOf(userId, replyId);
    const sse = new SseStream(reply);
    await streamReply(sse, prompts, userId, { chatId, replyId }, offset, true);
    return reply;
  });

  app.post('/prompt/:messageId/stop', async (request) => {
    const userId = await requireApiUser(auth, request);
    const replyId = messageIdParam(request);
    return { message_id: replyId, status: await prompts.stop(userId, replyId) };
  });

  const error = { description: 'Error', schema: ApiErrorSchema };
  const authed = { auth: true, tag: 'chat' } as const;
  openapi.add(
    {
      ...authed,
      method: 'get',
      path: '/api/history',
      summary: 'The latest chat',
      responses: { 200: { description: 'Chat', schema: ChatHistoryResponseSchema }, 401: error },
    },
    {
      ...authed,
      method: 'get',
      path: '/api/history/chats',
      summary: 'My chats, most recent first',
      responses: { 200: { description: 'Chats', schema: ChatListResponseSchema }, 401: error },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/history',
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
    },
    {
      ...authed,
      method: 'delete',
      path: '/api/history/clear',
      summary: 'Delete all my chats (soft)',
      responses: { 200: { description: 'Deleted', schema: DeleteChatsResponseSchema } },
    },
    {
      ...authed,
      method: 'get',
      path: '/api/history/{chatId}',
      summary: 'A chat with its messages',
      responses: { 200: { description: 'Chat', schema: ChatHistoryResponseSchema }, 404: error },
    },
    {
      ...authed,
      method: 'patch',
      path: '/api/history/{chatId}',
      summary: 'Rename a chat',
      body: RenameChatRequestSchema,
      responses: {
        200: { description: 'Renamed', schema: RenamedChatSchema },
        404: error,
        422: error,
      },
    },
    {
      ...authed,
      method: 'delete',
      path: '/api/history/{chatId}',
      summary: 'Delete a chat (soft)',
      responses: { 200: { description: 'Deleted', schema: DeleteChatsResponseSchema }, 404: error },
    },
    {
      ...authed,
      method: 'get',
      path: '/api/history/{chatId}/messages',
      summary: 'A page of messages, newest page first',
      query: {
        limit: { description: '1–200, default 50' },
        before: { description: 'next_cursor of the previous page' },
      },
      responses: { 200: { description: 'Page', schema: MessagePageSchema }, 404: error },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/history/{chatId}/messages',
      summary:
        'Append one of the user’s own messages (needs the plan; counts against the allowance)',
      body: AppendMessageRequestSchema,
      responses: {
        201: { description: 'Message', schema: MessageSchema },
        402: error,
        403: { ...error, description: 'The account keeps as much text as it may' },
        404: error,
        422: error,
        429: error,
      },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/prompt',
      summary: 'Send a message; JSON answer, or server-sent events with Accept: text/event-stream',
      body: PromptRequestSchema,
      responses: {
        200: { description: 'Reply', schema: PromptResponseSchema },
        404: error,
        422: error,
        502: error,
      },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/prompt/check',
      summary:
        'The assistant answers a fixed test message; nothing is stored or counted (Backend Integration Test)',
      responses: {
        200: { description: 'Reply', schema: PromptCheckResponseSchema },
        401: error,
        429: error,
        502: error,
      },
    },
    {
      ...authed,
      method: 'get',
      path: '/api/prompt/{messageId}/stream',
      summary: 'Re-attach to a reply (send Last-Event-ID)',
      responses: { 200: { description: 'Server-sent events' }, 404: error },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/prompt/{messageId}/stop',
      summary: 'Stop a reply',
      responses: { 200: { description: 'Status', schema: StopResponseSchema }, 404: error },
    },
  );
}

export interface ChatActionRoutesOptions {
  auth: AuthService;
  chats: ChatService;
  prompts: PromptService;
  search: ChatSearchService;
  /** One of the user's chats as Markdown (404 otherwise). */
  exportChat: (userId: string, chatId: string) => Promise<{ title: string; markdown: string }>;
  openapi: OpenApiRegistry;
}

/** Answers a new version's reply like `POST /prompt`: server-sent events, or JSON once it ends. */
async function answerReply(
  request: FastifyRequest,
  reply: FastifyReply,
  prompts: PromptService,
  userId: string,
  submitted: SubmittedPrompt,
): Promise<FastifyReply | PromptResponse> {
  if (wantsStream(request)) {
    const sse = new SseStream(reply);
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
 * What users do with messages and chats beyond sending (docs/decisions/023): regenerate the
 * latest reply, edit the latest question, show another version, export a chat, search chats.
 */
export function chatActionRoutes(
  app: FastifyInstance,
  { auth, chats, prompts, search, exportChat, openapi }: ChatActionRoutesOptions,
): void {
  app.post('/prompt/:messageId/regenerate', async (request, reply) => {
    const userId = await requireApiUser(auth, request);
    const replyId = messageIdParam(request);
    const input = parse(RegenerateRequestSchema, request.body ?? {});
    const submitted = await prompts.regenerate(userId, replyId, input.client_message_id ?? null);
    return answerReply(request, reply, prompts, userId, submitted);
  });

  app.post('/prompt/:messageId/edit', async (request, reply) => {
    const userId = await requireApiUser(auth, request);
    const questionId = messageIdParam(request);
    const input = parse(EditMessageRequestSchema, request.body);
    const submitted = await prompts.edit(
      userId,
      questionId,
      input.content,
      input.client_message_id ?? null,
    );
    return answerReply(request, reply, prompts, userId, submitted);
  });

  app.post('/history/:chatId/messages/:messageId/show', async (request) => {
    const userId = await requireApiUser(auth, request);
    const chatId = chatIdParam(request);
    const messageId = messageIdParam(request);
    await prompts.selectVersion(userId, chatId, messageId);
    return chats.page(userId, chatId, SHOWN_PAGE_SIZE, null);
  });

  app.get('/history/:chatId/export', async (request, reply) => {
    const userId = await requireApiUser(auth, request);
    const { title, markdown } = await exportChat(userId, chatIdParam(request));
    const fileName = exportFileName(title);
    return reply
      .type('text/markdown; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(markdown);
  });

  app.get('/history/search', async (request) => {
    const userId = await requireApiUser(auth, request);
    const { q } = parse(ChatSearchQuerySchema, request.query);
    return { results: await search.search(userId, q) };
  });

  const error = { description: 'Error', schema: ApiErrorSchema };
  const authed = { auth: true, tag: 'chat' } as const;
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
  openapi.add(
    {
      ...authed,
      method: 'post',
      path: '/api/prompt/{messageId}/regenerate',
      summary:
        'A new version of the chat’s latest reply (the earlier one is kept); counts against the allowance',
      body: RegenerateRequestSchema,
      responses: newVersion,
    },
    {
      ...authed,
      method: 'post',
      path: '/api/prompt/{messageId}/edit',
      summary:
        'A new version of the user’s latest message, answered anew (the earlier one and its reply are kept); counts against the allowance',
      body: EditMessageRequestSchema,
      responses: newVersion,
    },
    {
      ...authed,
      method: 'post',
      path: '/api/history/{chatId}/messages/{messageId}/show',
      summary: 'Show another version of a message; answers the newest page of what the chat shows',
      responses: {
        200: { description: 'Page', schema: MessagePageSchema },
        404: error,
        409: error,
      },
    },
    {
      ...authed,
      method: 'get',
      path: '/api/history/{chatId}/export',
      summary: 'The chat as a Markdown file (files listed, charts as data tables)',
      responses: { 200: { description: 'text/markdown attachment' }, 404: error },
    },
    {
      ...authed,
      method: 'get',
      path: '/api/history/search',
      summary: 'Full-text search of my chats’ titles and messages',
      query: { q: { description: 'Words, "a phrase", -excluded', required: true } },
      responses: {
        200: { description: 'Results', schema: ChatSearchResponseSchema },
        401: error,
        422: error,
      },
    },
  );
}
