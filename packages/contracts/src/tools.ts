import { z } from './zod';
import { CalcCardSchema } from './calc';
import { MessageSchema } from './chat';

/** One tool of `GET /api/tools`: what it does and the JSON Schema of its input. */
export const ToolDescriptionSchema = z.object({
  name: z.string(),
  description: z.string(),
  input_schema: z.record(z.string(), z.unknown()),
  /** Calculators: the name people use (`Hydrostatic pressure`). */
  title: z.optional(z.string()),
  /** Calculators: the area they belong to (`Drilling & well control`, `PVT`…). */
  area: z.optional(z.string()),
  /** Calculators: an empty card, every input to fill in. */
  card: z.optional(CalcCardSchema),
});
export type ToolDescription = z.infer<typeof ToolDescriptionSchema>;

export const ToolListResponseSchema = z.object({ tools: z.array(ToolDescriptionSchema) });
export type ToolListResponse = z.infer<typeof ToolListResponseSchema>;

/**
 * `POST /api/tools/{name}`: the tool's result and the same calculation as markdown; for a
 * calculator, its card; with `?message_id=`, the reply whose card it saved; with
 * `?new_chat=true`, the new chat and the reply holding the card.
 */
export const ToolRunResponseSchema = z.object({
  name: z.string(),
  result: z.unknown(),
  markdown: z.string(),
  card: z.optional(CalcCardSchema),
  message: z.optional(MessageSchema),
  /** With `?new_chat=true`: the chat the card was saved in. */
  chat_id: z.optional(z.string()),
});
export type ToolRunResponse = z.infer<typeof ToolRunResponseSchema>;
