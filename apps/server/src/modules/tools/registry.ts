import { calcBlock, calcCardText } from '@petrosage/contracts/calc';
import { catalogue, type CalculatorTool } from '@petrosage/oilfield';
import type { AssistantTool } from '../assistant/assistant-tool';
import { knowledgeSearchTool } from '../knowledge/knowledge-tool';
import type { ProductionAnalyser } from '../production/production-analyser';
import { analyzeProductionTool } from '../production/production-tool';
import { runCard } from './calc-card';

/**
 * A calculator of `packages/oilfield` as a tool: its result for the model, its card for the
 * reader and the card's text form, the calculation sheet.
 */
function calculatorTool(entry: CalculatorTool): AssistantTool {
  return {
    name: entry.name,
    description: entry.description,
    inputSchema: entry.inputSchema,
    run(input) {
      const { card, result } = runCard(entry, input);
      return { result, markdown: calcCardText(card), block: calcBlock(card) };
    },
  };
}

/** The knowledge base as a tool: the entries for the model, their sources for the reader. */
const knowledgeTool: AssistantTool = {
  name: knowledgeSearchTool.name,
  description: knowledgeSearchTool.description,
  inputSchema: knowledgeSearchTool.inputSchema,
  run(input) {
    const output = knowledgeSearchTool.run(knowledgeSearchTool.inputSchema.parse(input));
    const sources = output.results.map((result) => `[${result.title}](${result.source_url})`);
    return {
      result: output,
      markdown:
        sources.length > 0
          ? `_Knowledge base: ${sources.join('; ')}._`
          : '_Knowledge base: no vetted entry for this question._',
    };
  },
};

/** What tools that read the user's data need. */
export interface AssistantToolDependencies {
  /** Analyses of the user's attached files, for `analyze_production` (left out without it). */
  production?: ProductionAnalyser;
}

/** Every tool the assistant has: offered to language models and served at `/api/tools`. */
export function assistantTools({ production }: AssistantToolDependencies = {}): AssistantTool[] {
  return [
    ...catalogue.map(calculatorTool),
    knowledgeTool,
    ...(production ? [analyzeProductionTool(production)] : []),
  ];
}
