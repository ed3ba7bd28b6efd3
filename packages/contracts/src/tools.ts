import { z } from 'zod';

/** One tool of `GET /api/tools`: what it does and the JSON Schema of its input. */
export const ToolDescriptionSchema = z.object({
  name: z.string(),
  description: z.string(),
  input_schema: z.record(z.string(), z.unknown()),
});
export type ToolDescription = z.infer<typeof ToolDescriptionSchema>;

export const ToolListResponseSchema = z.object({ tools: z.array(ToolDescriptionSchema) });
export type ToolListResponse = z.infer<typeof ToolListResponseSchema>;

/** `POST /api/tools/{name}`: the tool's result and the same calculation as markdown. */
export const ToolRunResponseSchema = z.object({
  name: z.string(),
  result: z.unknown(),
  markdown: z.string(),
});
export type ToolRunResponse = z.infer<typeof ToolRunResponseSchema>;
