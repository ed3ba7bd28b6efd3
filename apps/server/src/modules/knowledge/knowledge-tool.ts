import { z } from 'zod';
import { searchKnowledge } from './knowledge-search';

/**
 * The knowledge base as a tool for language-model providers: the model sends a query and gets
 * back the vetted entries that match, each with its source, or an empty list when the knowledge
 * base has nothing reliable (the model must then say so rather than cite it).
 */

export const knowledgeSearchInputSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe(
      'What to look up, in plain words or identifiers, e.g. "Texas W-1 drilling permit", "SWR 32 flaring exception", "ESP underload trips", "barium sulfate scale".',
    ),
});

export type KnowledgeSearchInput = z.infer<typeof knowledgeSearchInputSchema>;

export interface KnowledgeSearchToolResult {
  title: string;
  /** The entry's summary, with its status note when the rule changed recently. */
  summary: string;
  source_title: string;
  source_url: string;
}

export interface KnowledgeSearchToolOutput {
  results: KnowledgeSearchToolResult[];
}

/** Most entries returned to a model per call. */
const TOOL_RESULT_LIMIT = 3;

export const knowledgeSearchTool = {
  name: 'search_knowledge_base',
  description:
    'Search the curated, source-cited oilfield knowledge base: Texas Railroad Commission forms and Statewide Rules (P-5, W-1, W-2/G-1, P-4, PR, SWR 13/14/15/29/32/36, W-14, H-1, H-5, H-10), federal BLM, ONRR, BSEE and EPA requirements (APD 3160-3, 43 CFR 3173-3179, 30 CFR 250, NSPS OOOOa/b/c, GHGRP subpart W, SPCC, UIC Class II, NPDES), production chemicals, artificial lift, facility design and economics. Returns matching entries with a summary and the public source to cite; an empty list means there is no vetted entry.',
  inputSchema: knowledgeSearchInputSchema,
  run(input: KnowledgeSearchInput): KnowledgeSearchToolOutput {
    const { query } = knowledgeSearchInputSchema.parse(input);
    return {
      results: searchKnowledge(query, { limit: TOOL_RESULT_LIMIT }).map(({ entry }) => {
        const source = entry.sources[0];
        return {
          title: entry.title,
          summary: entry.statusNote
            ? `${entry.summary} Status (last reviewed ${entry.lastReviewed}): ${entry.statusNote} Tell the user to confirm it is current.`
            : entry.summary,
          source_title: source.title,
          source_url: source.url,
        };
      }),
    };
  },
};
