import { calcBlock } from '@petrosage/contracts/calc';
import { ToolListResponseSchema } from '@petrosage/contracts/tools';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import type { QuickPromptCard } from './quick-prompts';

/**
 * A quick prompt's calculation card: the calculator's empty card (`GET /api/tools`, shared with
 * the calculator browser's list) with the prompt's values filled in, as a `calc` block. Loaded
 * when a quick prompt is first clicked, so the chat route does not carry it.
 */
export async function prefilledCardBlock(
  api: ApiClient,
  queryClient: QueryClient,
  { tool, values }: QuickPromptCard,
): Promise<string> {
  const { tools } = await queryClient.fetchQuery({
    queryKey: ['tools'],
    queryFn: ({ signal }) => api.request('/tools', ToolListResponseSchema, { signal }),
    staleTime: 10 * 60_000,
  });
  const card = tools.find((entry) => entry.name === tool)?.card;
  if (card === undefined) throw new Error(`No calculator is named ${tool}.`);
  return calcBlock({
    ...card,
    inputs: card.inputs.map((input) =>
      Object.hasOwn(values, input.name) ? { ...input, value: values[input.name] ?? null } : input,
    ),
  });
}
