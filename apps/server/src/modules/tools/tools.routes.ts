import { ApiErrorSchema } from '@petrosage/contracts/health';
import {
  ToolListResponseSchema,
  ToolRunResponseSchema,
  type ToolListResponse,
  type ToolRunResponse,
} from '@petrosage/contracts/tools';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RouteKit } from '../../lib/route-kit';
import type { RateLimiter } from '../../lib/rate-limit';
import {
  parseToolInput,
  ToolInputError,
  toolsByName,
  type AssistantTool,
} from '../assistant/tools';

export interface ToolRoutesOptions {
  tools: readonly AssistantTool[];
  /**
   * Admits one run for the user like a prompt: 402 without the Standard Plan, 429 once the day's
   * messages are used; the run counts as one of them.
   */
  admit: (userId: string) => Promise<void>;
  limiter: RateLimiter;
  /** Runs per user per window (`RATE_LIMIT_TOOLS_PER_USER`). */
  rateLimit: { perUser: number; windowSeconds: number };
}

/**
 * The assistant's tools as plain HTTP, for scripts and for checking a number without a model:
 * `GET /tools` lists them with their input's JSON Schema, `POST /tools/{name}` runs one.
 */
export function toolRoutes(
  routes: RouteKit,
  { tools, admit, limiter, rateLimit }: ToolRoutesOptions,
): void {
  const byName = toolsByName(tools);
  const listing: ToolListResponse = {
    tools: tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      input_schema: z.toJSONSchema(tool.inputSchema, { io: 'input' }),
    })),
  };
  const error = { description: 'Error', schema: ApiErrorSchema };

  routes.route({
    method: 'GET',
    url: '/tools',
    auth: 'user',
    tag: 'tools',
    summary: 'The calculators and other tools, with the JSON Schema of their input',
    responses: { 200: { description: 'Tools', schema: ToolListResponseSchema }, 401: error },
    handler: () => listing,
  });

  routes.route({
    method: 'POST',
    url: '/tools/:name',
    auth: 'user',
    tag: 'tools',
    summary: 'Run a tool on validated input (Standard Plan; counts as one of the day’s messages)',
    params: z.object({ name: z.string() }),
    // Each tool validates its own input (its schema is in GET /tools).
    body: z.record(z.string(), z.unknown()).optional(),
    responses: {
      200: { description: 'Result', schema: ToolRunResponseSchema },
      401: error,
      402: error,
      404: error,
      422: error,
      429: error,
    },
    handler: async ({ userId, params, body }): Promise<ToolRunResponse> => {
      const { name } = params;
      const tool = byName.get(name);
      if (tool === undefined) throw new AppError('not_found', `No tool is named ${name}`);
      try {
        // Input that does not parse is refused before it costs the user anything.
        const input = parseToolInput(tool, body ?? {});
        await limiter.hit({
          key: `tools:user:${userId}`,
          limit: rateLimit.perUser,
          windowSeconds: rateLimit.windowSeconds,
        });
        await admit(userId);
        const { result, markdown } = await tool.run(input, { userId });
        return { name, result, markdown };
      } catch (failure) {
        if (failure instanceof ToolInputError) {
          throw new AppError('validation_failed', failure.message, { status: 422 });
        }
        throw failure;
      }
    },
  });
}
