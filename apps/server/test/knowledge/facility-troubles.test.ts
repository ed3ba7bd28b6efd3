import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../../src/modules/knowledge/knowledge-search';
import { engine } from '../tools/offline-engine';
import {
  bodyOf,
  expectEntryAnswer,
  expectWellFormedEntry,
  titleOf,
  type EntryAnswer,
} from './entry-answers';

/**
 * Facility troubles asked every week — a flare smoking or raining burning liquid, a glycol
 * dehydrator letting wet gas through — each asked briefly and as a field report with figures, and
 * answered from the entry written to troubleshoot them rather than from the entry that describes
 * the equipment; the flare's answer opens with its immediate actions.
 */

const FLARE: EntryAnswer = {
  title: /^Flare smoking or raining burning liquid/,
  says: /Clear people and vehicles from under/,
  immediate: true,
};

const DEHY: EntryAnswer = {
  title: /^Glycol \(TEG\) dehydrator off spec/,
  says: /\*\*Likely causes\*\*[\s\S]*reboiler[\s\S]*\*\*What to check, in this order\*\*/,
  immediate: false,
};

const QUESTIONS: [question: string, expected: EntryAnswer][] = [
  ['little flaming drops keep falling off the flare tip onto the pad, what now?', FLARE],
  [
    'Since the booster compressor went down at 2 am the flare has been burning liquid — raining burning droplets on the gravel around the stack and smoking black. About 3 MMcf/d going to it. What do we do?',
    FLARE,
  ],
  ['we keep losing glycol on the dehy, what should I check?', DEHY],
  [
    'Sales meter shows 11 lb/MMscf against a 7 lb spec out of our TEG unit. Reboiler reads 370 °F, pump stroking like always, inlet gas is hotter since summer came. Why?',
    DEHY,
  ],
];

describe('facility troubles are answered from the entry written to troubleshoot them', () => {
  it.each(QUESTIONS)('%s', async (question, expected) => {
    await expectEntryAnswer(question, expected);
  });

  it('still answers a question about the equipment itself from the equipment entry', async () => {
    const { markdown } = await engine.answer('how does a TEG dehydrator work?');
    expect(titleOf(markdown)).toMatch(/^Gas dehydration with glycol/);
    const { markdown: flare } = await engine.answer('what do the air rules require of a flare?');
    expect(titleOf(flare)).toMatch(/^Flares and enclosed combustors/);
  });

  it('keeps the flare lit while gas still goes to it', async () => {
    const { markdown } = await engine.answer('flare raining burning liquid, should we put it out?');
    expect(bodyOf(markdown)).toMatch(/Keep the flare lit/);
  });

  it('ranks a troubleshooting entry before an equipment entry for a problem', () => {
    const [best] = searchKnowledge('glycol dehydrator water content went up, losing glycol');
    expect(best?.entry.id).toBe('fac-glycol-dehy-off-spec');
    const [topic] = searchKnowledge('What water content does pipeline gas need?');
    expect(topic?.entry.id).toBe('fac-gas-dehydration');
  });
});

describe('the facility trouble entries', () => {
  it.each([
    ['fac-flare-smoking-liquid', true],
    ['fac-glycol-dehy-off-spec', false],
  ])('%s is cited, reviewed and well formed', (id, critical) => {
    expectWellFormedEntry(id, critical);
  });
});
