import { z } from 'zod';
import { CalcCardSchema } from './calc';
import { MessageSchema } from './chat';

/** One tool of `GET /api/tools`: what it does and the JSON Schema of its input. */
export const ToolDescriptionSchema = z.object({
  name: z.string(),
  description: z.string(),
  input_schema: z.record(z.string(), z.unknown()),
});
export type ToolDescription = z.infer<typeof ToolDescriptionSchema>;

export const ToolListResponseSchema = z.object({ tools: z.array(ToolDescriptionSchema) });
export type ToolListResponse = z.infer<typeof ToolListResponseSchema>;

/**
 * `POST /api/tools/{name}`: the tool's result and the same calculation as markdown; for a
 * calculator, its card; with `?message_id=`, the reply whose card it saved.
 */
export const ToolRunResponseSchema = z.object({
  name: z.string(),
  result: z.unknown(),
  markdown: z.string(),
  card: CalcCardSchema.optional(),
  message: MessageSchema.optional(),
});
export type ToolRunResponse = z.infer<typeof ToolRunResponseSchema>;
