import { describe, expect, it } from 'vitest';
import { NEEDS_MODEL, createOfflineEngine } from '../../src/modules/assistant/offline/engine';
import { matchScore, type OfflineSkillContext } from '../../src/modules/assistant/offline/skill';
import { builtinSkills } from '../../src/modules/assistant/offline/builtin-skills';
import { ENGINEER_NOTE, REGULATOR_NOTE } from '../../src/modules/assistant/context/system-prompt';
import {
  CALCULATION_SCORE_CAP,
  formatKnowledgeAnswer,
  hasEngineeringQuantity,
  knowledgeSkill,
} from '../../src/modules/knowledge/knowledge-skill';
import { NAMES } from '../assistant/helpers';
import { conversation } from '../tools/offline-engine';

const skills = [...builtinSkills, knowledgeSkill];
const engine = createOfflineEngine({ ...NAMES, skills });
const context: OfflineSkillContext = { ...NAMES, history: [], skills };

function score(text: string): number {
  return matchScore(knowledgeSkill.matches(text, context));
}

describe('the knowledge skill in the offline engine', () => {
  it.each([
    ['How do I get a drilling permit in Texas?', 'knowledge'],
    ['Why is my ESP tripping on underload?', 'knowledge'],
    ['Hi, my rod pump has a fluid pound problem, what should I check first?', 'knowledge'],
    ['Explain the Arps hyperbolic decline', 'knowledge'],
    ['hi', 'greeting'],
    ['Hello Sage!', 'greeting'],
    ['help', 'help'],
    ['What can you do?', 'help'],
    ['thanks!', 'thanks'],
    ['How do I connect a language model?', 'model-setup'],
    ['convert 250 psi to bar', 'unit-conversion'],
    ['how many m3 is 1,000 bbl', 'unit-conversion'],
    ["what's the best pizza in Houston", NEEDS_MODEL],
    ['explain quantum chromodynamics', NEEDS_MODEL],
  ])('"%s" → %s', async (text, skill) => {
    expect((await engine.answer(text)).skill).toBe(skill);
  });

  it('answers with the entry, its source links and review date, related entries and the regulator note', async () => {
    const { skill, markdown } = await engine.answer(
      'Do I need a permit to flare gas from my oil well in Texas?',
    );
    expect(skill).toBe('knowledge');
    expect(markdown).toMatch(
      /^### Flaring and venting in Texas: Statewide Rule 32 and Form R-32 exceptions\n\n/,
    );
    expect(markdown).toContain('up to 10 days after completion');
    expect(markdown).toContain(
      '**Source:** [16 TAC §3.32 (Statewide Rule 32), Gas Well Gas and Casinghead Gas Shall Be Utilized for Legal Purposes](https://www.law.cornell.edu/regulations/texas/16-Tex-Admin-Code-SS-3-32)',
    );
    expect(markdown).toMatch(/— last reviewed \d{4}-\d{2}-\d{2}\./);
    const related = markdown.split('**Related:**\n')[1]?.split('\n\n')[0] ?? '';
    const relatedItems = related.split('\n').filter((line) => line.startsWith('- **'));
    expect(relatedItems.length).toBeGreaterThanOrEqual(1);
    expect(relatedItems.length).toBeLessThanOrEqual(2);
    for (const item of relatedItems) expect(item).toMatch(/\(\[.+\]\(https:\/\/[^)]+\)\)$/);
    expect(markdown.match(/^### /gm)).toHaveLength(1);
    expect(markdown).toContain(REGULATOR_NOTE);
    expect(markdown).not.toContain(ENGINEER_NOTE);
    expect(markdown).toContain("_Answered from PetroSage's curated knowledge base");
  });

  it('tells the user to confirm rules whose status changed recently', async () => {
    const { markdown } = await engine.answer(
      'Is the methane waste emissions charge still in effect?',
    );
    expect(markdown).toMatch(/^### Methane Waste Emissions Charge/);
    expect(markdown).toContain('> **Status changed recently:** Congress disapproved');
    expect(markdown).toContain(
      "Confirm the rule's current status with the agency before relying on this answer.",
    );
  });

  it('adds the engineer note to safety-critical answers', async () => {
    const { markdown } = await engine.answer('relief valve sizing for gas blowby');
    expect(markdown).toMatch(/^### Pressure relief for production vessels and tanks/);
    expect(markdown).toContain(ENGINEER_NOTE);
    expect(markdown).not.toContain(REGULATOR_NOTE);
  });

  it('streams the answer through the provider interface', async () => {
    const pieces: string[] = [];
    for await (const piece of engine.stream({
      system: '',
      messages: [{ role: 'user', content: 'How do I read a dynamometer card?' }],
      maxOutputTokens: 2500,
      signal: new AbortController().signal,
    })) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toMatch(/^### Reading dynamometer cards/);
  });

  it('is advertised in the help reply', async () => {
    const { markdown } = await engine.answer('help');
    expect(markdown).toContain(
      'Answers from a curated knowledge base, each citing its public source',
    );
    expect(markdown).toContain('`what is a W-1 drilling permit?`');
  });
});

describe('the knowledge skill: scores', () => {
  it('scores 0 when nothing in the knowledge base is a vetted answer', () => {
    for (const text of ['tell me a joke', 'who won the super bowl', 'hi', '', 'water']) {
      expect(score(text), text).toBe(0);
    }
  });

  it('scores a confident match between 0.65 and 0.8, below the built-in skills', () => {
    const confident = score('What is a W-1?');
    expect(confident).toBeGreaterThanOrEqual(0.65);
    expect(confident).toBeLessThanOrEqual(0.8);
  });

  it('yields a figure asked right after a calculation to the calculation that goes on', async () => {
    // "AOF?" after test points, "and the FCP?" after a KMW: the next step of the calculation,
    // which asks for what it lacks, not the entry that names the term.
    for (const [first, next, tool] of [
      ['KMW: SIDPP 420 psi, TVD 9,600 ft, MW 10.6 ppg', 'and the FCP with that?', /Kill sheet/],
      ['Pr 3000 psia, tests 500 bopd @ 2500 psia and 800 @ 1800', 'AOF?', /Absolute open flow/],
    ] as const) {
      const [, reply] = await conversation([first, next]);
      expect(reply?.skill, next).toBe('calculator');
      expect(reply?.markdown, next).toMatch(tool);
    }
  });

  it('leaves calculation requests with numbers and units to the calculators', () => {
    for (const text of [
      'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
      'Arps hyperbolic decline with qi 500 bbl/d and b 1.2',
      'SPCC plan for 12,000 gallons of crude',
    ]) {
      expect(hasEngineeringQuantity(text), text).toBe(true);
      const value = score(text);
      expect(value, text).toBeGreaterThan(0);
      expect(value, text).toBeLessThanOrEqual(CALCULATION_SCORE_CAP);
    }
  });

  it('leaves requests to calculate to the calculators, but explains how a calculation is done', () => {
    for (const text of [
      'calculate the EUR with an Arps hyperbolic decline',
      'estimate the severance tax on my Texas oil',
    ]) {
      expect(score(text), text).toBeGreaterThan(0);
      expect(score(text), text).toBeLessThanOrEqual(CALCULATION_SCORE_CAP);
    }
    expect(score('How do I calculate NRI?')).toBeGreaterThan(CALCULATION_SCORE_CAP);
    expect(score('how is the critical velocity of a gas well determined')).toBeGreaterThan(
      CALCULATION_SCORE_CAP,
    );
  });

  it('recognises engineering quantities and ignores rule and form numbers', () => {
    for (const text of [
      '10,500 ft',
      '12.4 ppg',
      '3,000 psia',
      '180 °F',
      '65 %',
      '$70/bbl',
      '850 bopd',
      '60 Hz',
      '1.75" plunger',
    ]) {
      expect(hasEngineeringQuantity(text), text).toBe(true);
    }
    for (const text of [
      'SWR 32',
      'Form W-1',
      '40 CFR 112',
      'OOOOb',
      'H2S',
      'CO2 corrosion',
      'Class 1 Div 2',
      '3160-3',
      'the "old" gauge',
    ]) {
      expect(hasEngineeringQuantity(text), text).toBe(false);
    }
  });
});

describe('formatKnowledgeAnswer', () => {
  it('says plainly that it has no vetted answer when there are no results', () => {
    expect(formatKnowledgeAnswer([], 'PetroSage')).toBe(
      "I don't have a vetted answer to that in my knowledge base, so I won't guess.",
    );
  });
});
