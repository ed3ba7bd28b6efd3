import { knowledgeSearchTool } from '../knowledge/knowledge-tool';
import type { AssistantTool } from '../assistant/tools';

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

/** Every tool the assistant has: offered to language models and served at `/api/tools`. */
export function assistantTools(): AssistantTool[] {
  return [knowledgeTool];
}
