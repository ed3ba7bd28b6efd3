import { describe, expect, it } from 'vitest';
import {
  NEEDS_MODEL,
  createOfflineEngine,
  splitIntoPieces,
} from '../../src/modules/assistant/offline/engine';
import type { OfflineSkill } from '../../src/modules/assistant/offline/skill';
import { builtinSkills } from '../../src/modules/assistant/offline/builtin-skills';
import { ProviderError } from '../../src/modules/assistant/model/provider';
import { providerMessages } from '../../src/modules/assistant/model/provider-errors';
import { NAMES, collect, expectProviderError, request } from './helpers';

const engine = createOfflineEngine(NAMES);

const AREAS = [
  'Production operations',
  'Production facility design',
  'Hydraulic modeling',
  'Data analytics and recommendations',
  'Geologic research',
  'Asset economics',
  'Regulatory and permitting guidance, including production chemicals',
];

describe('the offline engine: which skill answers', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hello Sage!', 'greeting'],
    ['Good morning', 'greeting'],
    ['Who are you?', 'greeting'],
    ['what is your name', 'greeting'],
    ['are you a bot?', 'greeting'],
    ['help', 'help'],
    ['What can you do?', 'help'],
    ['?', 'help'],
    ['hi, what can you do?', 'help'],
    ['thanks!', 'thanks'],
    ['Thank you very much', 'thanks'],
    ['How do I connect a language model?', 'model-setup'],
    ['can I use Ollama with this?', 'model-setup'],
    ['why are you offline?', 'model-setup'],
    ['convert 250 psi to bar', 'unit-conversion'],
    ['how many m3 is 1,000 bbl', 'unit-conversion'],
    ['Hi, convert 180 F to C please', 'unit-conversion'],
    // A number with no unit is asked about, not guessed at nor left to a model.
    ['convert 2,400 to kPa', 'unit-conversion'],
    ['Why is my ESP tripping on underload?', NEEDS_MODEL],
    ['Explain the Arps hyperbolic decline', NEEDS_MODEL],
    ['Hi, my rod pump has a fluid pound problem, what should I check first?', NEEDS_MODEL],
  ])('"%s" → %s', async (text, skill) => {
    expect((await engine.answer(text)).skill).toBe(skill);
  });
});

/** Words meant for whoever runs the server, never for a subscriber. */
const OPERATOR_WORDS =
  /README|Configuration|whoever runs|a setting of this|With a (language )?model connected|language model connected/;

describe('the offline engine: replies', () => {
  it('introduces itself as the personal oilfield consultant, with its areas', async () => {
    const { markdown } = await engine.answer('hello');
    expect(markdown).toMatch(
      /^Hello! I'm \*\*Sage\*\*, your personal oilfield consultant in PetroSage\./,
    );
    for (const area of AREAS) expect(markdown).toContain(area);
    expect(markdown).toContain('`convert 250 psi to bar`');
    expect(markdown).not.toMatch(OPERATOR_WORDS);
  });

  it('uses the configured names', async () => {
    const branded = createOfflineEngine({ appName: 'WellWise', assistantName: 'Ada' });
    expect((await branded.answer('Hello Ada')).markdown).toMatch(
      /^Hello! I'm \*\*Ada\*\*, your personal oilfield consultant in WellWise\./,
    );
    expect((await branded.answer('who is ada?')).skill).toBe('greeting');
  });

  it('lists what it can do and its areas on help, with no words for the server’s operator', async () => {
    const { markdown } = await engine.answer('help');
    expect(markdown).toContain('### What Sage can do');
    expect(markdown).toContain('Unit conversions with the factor used');
    for (const area of AREAS) expect(markdown).toContain(area);
    expect(markdown).not.toMatch(OPERATOR_WORDS);
    expect(markdown).not.toContain('connect a language model');
  });

  it('says briefly when a question needs a language model: one question, how to connect one', async () => {
    const { markdown } = await engine.answer('Why is my ESP tripping on underload?');
    expect(markdown).toMatch(
      /^I can't answer that one from my built-in engine: it needs a language model/,
    );
    // Short: no list of everything the engine can do (that is the help reply's job).
    expect(markdown.length).toBeLessThan(1000);
    expect(markdown).not.toContain('What I can do right now');
    expect(markdown).not.toContain('Unit conversions with the factor used');
    expect(markdown).toContain('What equipment or well is it about, and what are you seeing?');
    expect(markdown).toContain('`what can you do?`');
    // The examples are offered as things to try, not all called calculations.
    expect(markdown).toMatch(
      /from my cited knowledge base and run calculations: try `[^`]+`(?: or `[^`]+`)?\./,
    );
    // How to get a model, in a subscriber's words: the service's administrators connect one.
    expect(markdown).toContain("the service's administrators can connect one if you need it");
    // How a server is set up belongs in its README and log, not in a subscriber's chat.
    expect(markdown).not.toMatch(OPERATOR_WORDS);
    expect(markdown).not.toMatch(/LLM_[A-Z_]+|environment variable|\| Variable \||Ollama|vLLM/);
  });

  it('keeps the "needs a model" reply short once it has been given in the conversation', async () => {
    const first = await engine.answer('Why is my ESP tripping?');
    const second = await engine.answer('And what about gas lock?', [
      { role: 'user', content: 'Why is my ESP tripping?' },
      { role: 'assistant', content: first.markdown },
    ]);
    expect(second.skill).toBe(NEEDS_MODEL);
    expect(second.markdown).toContain('also needs a language model');
    expect(second.markdown).not.toContain('What I can do right now');
    expect(second.markdown.length).toBeLessThan(first.markdown.length / 3);
  });

  it('answers a question about connecting a model in a short line, with no setup for the operator', async () => {
    const { markdown } = await engine.answer('How do I set up OpenAI?');
    expect(markdown).toContain('**built-in engine**');
    expect(markdown).not.toMatch(OPERATOR_WORDS);
    expect(markdown).not.toMatch(/LLM_[A-Z_]+/);
  });

  it('answers conversions with the result, units and factor', async () => {
    expect((await engine.answer('convert 250 psi to bar')).markdown).toBe(
      '**250 psi = 17.2369 bar**\n\n- Factor: 1 psi = 0.06894757293 bar',
    );
    expect((await engine.answer('how many m3 is 1,000 bbl')).markdown).toContain(
      '**1,000 bbl = 158.987 m³**',
    );
  });

  it('converts the previous message’s quantity when a follow-up only names a unit', async () => {
    // 1 psi = 6.894757293 kPa (NIST SP 811, appendix B.8): 5,000 psi = 34.4738 MPa = 34,473.8 kPa.
    const first = await engine.answer('5000 psi in bar?');
    const history = [
      { role: 'user' as const, content: '5000 psi in bar?' },
      { role: 'assistant' as const, content: first.markdown },
    ];
    const mpa = await engine.answer('and MPa', history);
    expect(mpa.skill).toBe('unit-conversion');
    expect(mpa.markdown).toContain('**5,000 psi = 34.4738 MPa**');
    expect((await engine.answer('in kPa?', history)).markdown).toContain(
      '**5,000 psi = 34,473.8 kPa**',
    );
    // With nothing converted before, a unit alone is no conversion.
    expect((await engine.answer('and MPa')).skill).not.toBe('unit-conversion');
  });

  it('answers a mixed number in inches, not its fraction', async () => {
    // 1 in = 25.4 mm exactly (NIST SP 811, appendix B.8).
    expect((await engine.answer('12 1/4 in to mm')).markdown).toContain('**12.25 in = 311.15 mm**');
  });
});

describe('the offline engine as a provider', () => {
  it('streams the reply in several pieces that add up to the answer', async () => {
    const expected = (await engine.answer('help')).markdown;
    const result = await collect(engine.stream(request([{ role: 'user', content: 'help' }])));
    expect(result.error).toBeUndefined();
    expect(result.pieces.length).toBeGreaterThan(2);
    expect(result.text).toBe(expected);
  });

  it('answers the last user message, with the earlier turns as history', async () => {
    const result = await collect(
      engine.stream(
        request([
          { role: 'user', content: 'hello' },
          { role: 'assistant', content: 'Hello! …' },
          { role: 'user', content: 'convert 3,500 ft to m' },
        ]),
      ),
    );
    expect(result.text).toContain('**3,500 ft = 1,066.8 m**');
  });

  it('is called offline', () => {
    expect(engine.name).toBe('offline');
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    const result = await collect(
      engine.stream(request([{ role: 'user', content: 'help' }], { signal: controller.signal })),
      { onPiece: () => controller.abort() },
    );
    const error = expectProviderError(result.error, 'aborted');
    expect(error.userMessage).toBe(providerMessages.aborted);
    expect(result.pieces).toHaveLength(1);
  });

  it('splits markdown after blank lines only, keeping tables whole', () => {
    const markdown = 'Intro.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nEnd.';
    expect(splitIntoPieces(markdown)).toEqual([
      'Intro.\n\n',
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n',
      'End.',
    ]);
  });
});

describe('offline skills as plug-ins', () => {
  const decline: OfflineSkill = {
    name: 'arps-decline',
    description: 'Arps decline rates.',
    examples: ['rate after 10 months at 1000 bbl/d, Di 10%/month'],
    matches: (text) => (/\bdecline\b/i.test(text) ? 0.95 : 0),
    reply: () => Promise.resolve('**q(10) = 367.9 bbl/d**'),
  };
  const withDecline = createOfflineEngine({ ...NAMES, skills: [...builtinSkills, decline] });

  it('lets a registered skill answer what it matches, asynchronously', async () => {
    expect(await withDecline.answer('decline rate after 10 months?')).toEqual({
      skill: 'arps-decline',
      markdown: '**q(10) = 367.9 bbl/d**',
    });
  });

  it('advertises the new skill in help and in the "needs a model" reply', async () => {
    expect((await withDecline.answer('help')).markdown).toContain(
      '- Arps decline rates. Try `rate after 10 months at 1000 bbl/d, Di 10%/month`.',
    );
    expect((await withDecline.answer('What is a plunger lift?')).markdown).toContain(
      '`rate after 10 months at 1000 bbl/d, Di 10%/month`',
    );
  });

  it('lets the best score win, and earlier skills win ties', async () => {
    const low: OfflineSkill = { name: 'low', matches: () => 0.3, reply: () => 'low' };
    const high: OfflineSkill = { name: 'high', matches: () => true, reply: () => 'high' };
    const tie: OfflineSkill = { name: 'tie', matches: () => 1, reply: () => 'tie' };
    const custom = createOfflineEngine({ ...NAMES, skills: [low, high, tie] });
    expect((await custom.answer('anything')).skill).toBe('high');
  });

  it('ignores a skill whose matcher throws', async () => {
    const broken: OfflineSkill = {
      name: 'broken',
      matches: () => {
        throw new Error('bug');
      },
      reply: () => 'never',
    };
    const custom = createOfflineEngine({ ...NAMES, skills: [broken, ...builtinSkills] });
    expect((await custom.answer('hello')).skill).toBe('greeting');
  });

  it('turns a failing reply into a clear provider error', async () => {
    const failing: OfflineSkill = {
      name: 'failing',
      matches: () => 1,
      reply: () => Promise.reject(new Error('calculator exploded')),
    };
    const custom = createOfflineEngine({ ...NAMES, skills: [failing] });
    const result = await collect(custom.stream(request([{ role: 'user', content: 'x' }])));
    const error = expectProviderError(result.error, 'bad_response');
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.userMessage).not.toContain('exploded');
  });
});
