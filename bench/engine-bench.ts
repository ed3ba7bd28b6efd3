import { performance } from 'node:perf_hooks';
import type { ChatTurn } from '../apps/server/src/modules/assistant/model/provider';
import { createOfflineEngine } from '../apps/server/src/modules/assistant/offline/engine';
import { builtinSkills } from '../apps/server/src/modules/assistant/offline/builtin-skills';
import { knowledgeSkill } from '../apps/server/src/modules/knowledge/knowledge-skill';
import { calculatorSkill } from '../apps/server/src/modules/tools/calculator-skill';
import { bank } from '../apps/server/test/tools/question-bank/bank';

/**
 * The built-in engine's answer time: every question of the question bank (follow-ups with their
 * chat so far) and troubleshooting and knowledge questions, each answered `ROUNDS` times after a
 * warm-up round, on the engine as the server composes it (without the attached-file skill).
 */

const ROUNDS = 5;

const KNOWLEDGE_QUESTIONS = [
  'ESP keeps tripping on underload and the intake pressure is dropping',
  'rod pump knocks on the downstroke',
  'the hole took 6 bbl less than calculated on the trip out',
  'gas well liquid loading symptoms',
  'scale started showing up after water breakthrough, what do I do',
  'we have a tight emulsion at the treater, how do I treat it',
  'H2S thresholds and when do we need SCBA',
  'Do I need a permit to flare gas from my oil well in Texas?',
  // Long field questions with the case's figures (the thesaurus, sections and routing all run).
  'This gas well made about 650 Mcf/d last year; now it heads up, flows for a day or two and then dies, and we end up swabbing it. 2-7/8 tubing into a 120 psi sales line. What is happening?',
  'Got a hydrate in the gathering line: the gauge upstream reads 1,100 psi and downstream 150 psi. How do we get it out?',
  'Hydrate keeps forming in the flowline at 45 °F, the hydrate temperature is 62 °F and we make about 15 bbl/d of water. Work out how much methanol we need.',
  'Drilling ahead at 7,500 ft with 10.5 ppg mud when returns dropped to about half and the pits are down 30 bbl in the last hour. How should we handle it?',
  // Emergencies in plain words: people first, the emergency entries searched on their own.
  'One of the hands passed out on the tank top while gauging, what do we do?',
  'We are hot oiling a paraffin-plugged well and the hose on the hot oil truck caught fire',
  'A 3 in line burst at 1,200 psi next to the lease road where the crew was parked — estimate the release rate',
  'how does a packer work?',
  "what's the best pizza in Houston",
];

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchEngine() {
  const engine = createOfflineEngine({
    appName: 'PetroSage',
    assistantName: 'Sage',
    skills: [...builtinSkills, calculatorSkill, knowledgeSkill],
  });
  const chats: (readonly string[])[] = [
    ...bank.flatMap((bankCase) =>
      bankCase.questions.map((question) => (typeof question === 'string' ? [question] : question)),
    ),
    ...KNOWLEDGE_QUESTIONS.map((question) => [question]),
  ];
  const times: number[] = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const turns of chats) {
      const history: ChatTurn[] = [];
      for (const turn of turns) {
        const started = performance.now();
        const { markdown } = await engine.answer(turn, history);
        if (round > 0) times.push(performance.now() - started);
        history.push({ role: 'user', content: turn }, { role: 'assistant', content: markdown });
      }
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    engineAnswers: {
      questions: times.length / ROUNDS,
      medianMs: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      maxMs: round(sorted.at(-1) ?? 0),
    },
  };
}
