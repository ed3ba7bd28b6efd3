import { createOfflineEngine } from '../../src/modules/assistant/offline/engine';
import { builtinSkills } from '../../src/modules/assistant/offline/builtin-skills';
import { knowledgeSkill } from '../../src/modules/knowledge/knowledge-skill';
import { calculatorSkill } from '../../src/modules/tools/calculator-skill';

/**
 * The offline engine with the language layer of `packages/sage` as its calculator skill, as the
 * server will build it once every calculator family reads through the layer (decision 052). The
 * question banks measure it beside the engine the server runs today.
 */
export const languageLayerEngine = createOfflineEngine({
  appName: 'PetroSage',
  assistantName: 'Sage',
  skills: [...builtinSkills, calculatorSkill, knowledgeSkill],
});
