import { ApiErrorSchema } from '@petrosage/contracts/health';
import {
  ToolListResponseSchema,
  ToolRunResponseSchema,
  type ToolListResponse,
  type ToolRunResponse,
} from '@petrosage/contracts/tools';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireApiUser } from '../auth/api-auth';
import { AppError } from '../../lib/errors';
import type { OpenApiRegistry } from '../../lib/openapi';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthService } from '../auth/auth.service';
import {
  parseToolInput,
  ToolInputError,
  toolsByName,
  type AssistantTool,
} from '../assistant/tools';

export interface ToolRoutesOptions {
  auth: AuthService;
  tools: readonly AssistantTool[];
  /**
   * Admits one run for the user like a prompt: 402 without the Standard Plan, 429 once the day's
   * messages are used; the run counts as one of them.
   */
  admit: (userId: string) => Promise<void>;
  limiter: RateLimiter;
  /** Runs per user per window (`RATE_LIMIT_TOOLS_PER_USER`). */
  rateLimit: { perUser: number; windowSeconds: number };
  openapi: OpenApiRegistry;
}

/**
 * The assistant's tools as plain HTTP, for scripts and for checking a number without a model:
 * `GET /tools` lists them with their input's JSON Schema, `POST /tools/{name}` runs one.
 */
export function toolRoutes(
  scope: FastifyInstance,
  { auth, tools, admit, limiter, rateLimit, openapi }: ToolRoutesOptions,
): void {
  const byName = toolsByName(tools);
  const listing: ToolListResponse = {
    tools: tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      input_schema: z.toJSONSchema(tool.inputSchema, { io: 'input' }),
    })),
  };

  scope.get('/tools', async (request) => {
    await requireApiUser(auth, request);
    return listing;
  });

  scope.post('/tools/:name', async (request): Promise<ToolRunResponse> => {
    const userId = await requireApiUser(auth, request);
    const { name } = request.params as { name: string };
    const tool = byName.get(name);
    if (tool === undefined) throw new AppError('not_found', `No tool is named ${name}`);
    try {
      // Input that does not parse is refused before it costs the user anything.
      const input = parseToolInput(tool, request.body ?? {});
      await limiter.hit({
        key: `tools:user:${userId}`,
        limit: rateLimit.perUser,
        windowSeconds: rateLimit.windowSeconds,
      });
      await admit(userId);
      const { result, markdown } = await tool.run(input, { userId });
      return { name, result, markdown };
    } catch (error) {
      if (error instanceof ToolInputError) {
        throw new AppError('validation_failed', error.message, { status: 422 });
      }
      throw error;
    }
  });

  const error = { description: 'Error', schema: ApiErrorSchema };
  openapi.add(
    {
      auth: true,
      tag: 'tools',
      method: 'get',
      path: '/api/tools',
      summary: 'The calculators and other tools, with the JSON Schema of their input',
      responses: { 200: { description: 'Tools', schema: ToolListResponseSchema }, 401: error },
    },
    {
      auth: true,
      tag: 'tools',
      method: 'post',
      path: '/api/tools/{name}',
      summary: 'Run a tool on validated input (Standard Plan; counts as one of the day’s messages)',
      responses: {
        200: { description: 'Result', schema: ToolRunResponseSchema },
        401: error,
        402: error,
        404: error,
        422: error,
        429: error,
      },
    },
  );
}
