import type { z } from 'zod';
import { describeIssues } from '../../lib/validate';
import type { RequestAttachment } from './model/provider';

/**
 * A capability the assistant can use while answering: an engineering calculator, the knowledge
 * base. The same tool is offered to language models (function calling), run by the offline
 * engine from plain English, and served as plain HTTP (`/api/tools`).
 */
export interface AssistantTool {
  /** snake_case, unique: the function name models call (`hydrostatic_pressure`). */
  readonly name: string;
  /** What it computes and when to use it; models read this to choose tools. */
  readonly description: string;
  /** Validates the input; models get its JSON Schema. Units are in the field descriptions. */
  readonly inputSchema: z.ZodType<Record<string, unknown>>;
  /**
   * Runs on input that passed `inputSchema`. Throws {@link ToolInputError} for values the
   * method cannot honestly evaluate (outside a correlation's range); anything else it throws is
   * a bug.
   */
  run(input: Record<string, unknown>, context: ToolContext): ToolOutcome | Promise<ToolOutcome>;
}

/**
 * Who a tool runs for. Calculators ignore it; tools that read the user's data (an attached
 * file) act for `userId` only, and refuse without one.
 */
export interface ToolContext {
  /** The signed-in user the tool acts for. */
  userId?: string;
  /** Files the conversation carried, oldest first (empty outside a conversation). */
  attachments?: readonly RequestAttachment[];
}

/** What a tool produced: data for models and API clients, and the part a reader sees. */
export interface ToolOutcome {
  /** JSON-serialisable result (values with units, formula, assumptions, warnings). */
  result: unknown;
  /** The inputs, the formula and the result in markdown, shown in the reply. */
  markdown: string;
  /**
   * A calculation card (a fenced `calc` block) the reply shows in place of `markdown`, which
   * stays its text form (for a model's context, a copy, an export).
   */
  block?: string;
}

/** An input the tool refuses, with the words the caller (user or model) needs to fix it. */
export class ToolInputError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ToolInputError';
  }
}

/** The tools by name; a later tool with the same name is a programming error. */
export function toolsByName(tools: readonly AssistantTool[]): ReadonlyMap<string, AssistantTool> {
  const map = new Map<string, AssistantTool>();
  for (const tool of tools) {
    if (map.has(tool.name)) throw new Error(`two assistant tools are named ${tool.name}`);
    map.set(tool.name, tool);
  }
  return map;
}

/**
 * Validates `input` and runs `tool`. Bad input comes back as a ToolInputError naming the field,
 * so a model can correct its call and an HTTP client gets a 4xx.
 */
export async function runTool(
  tool: AssistantTool,
  input: unknown,
  context: ToolContext = {},
): Promise<ToolOutcome> {
  return tool.run(parseToolInput(tool, input), context);
}

/** `input` parsed with the tool's schema; a ToolInputError naming what is wrong otherwise. */
export function parseToolInput(tool: AssistantTool, input: unknown): Record<string, unknown> {
  const parsed = tool.inputSchema.safeParse(input);
  if (!parsed.success) throw new ToolInputError(describeIssues(parsed.error));
  return parsed.data;
}
