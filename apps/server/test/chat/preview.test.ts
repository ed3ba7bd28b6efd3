import { describe, expect, it } from 'vitest';
import { calcBlock } from '@petrosage/contracts/calc';
import { chatPreview, plainPreview, PREVIEW_SOURCE_CHARS } from '../../src/modules/chat/preview';

describe('plainPreview', () => {
  it.each([
    ['Answer: For **well A-999** the fitted', 'Answer: For well A-999 the fitted'],
    ['# Heading\n> quoted `code` and _emphasis_', 'Heading quoted code and emphasis'],
    [
      '| Input | Value |\n| --- | ---: |\n| Mud weight | 12.4 ppg |',
      'Input Value Mud weight 12.4 ppg',
    ],
    ['Part 6.\n\n| well | rate |\n| - | - |\n| A-1 | 412 |', 'Part 6. well rate A-1 412'],
    ['Single\n\n| col |\n| :-: |\n| x |', 'Single col x'],
    ['See [the manual](https://example.com/m) now', 'See the manual now'],
    ['- item one\n2. item two', 'item one item two'],
    ['5 * 3 = 15 and snake_case_name', '5 * 3 = 15 and snake_case_name'],
    ['```chart\n{"type":"line"}\n```\nRate fell 12 %', 'Rate fell 12 %'],
    ['Price \\$70/bbl\n\n---\n\nnext', 'Price $70/bbl next'],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(plainPreview(input)).toBe(expected);
  });

  it('keeps the first 50 characters of the text a reader sees', () => {
    const preview = plainPreview(`**${'a'.repeat(30)}** ${'b'.repeat(40)}`);
    expect(preview).toBe(`${'a'.repeat(30)} ${'b'.repeat(19)}`);
    expect(preview).toHaveLength(50);
  });
});

describe('chatPreview', () => {
  const card = calcBlock({
    tool: 'kill_mud_weight',
    title: 'Kill mud weight',
    status: 'computed',
    inputs: Array.from({ length: 12 }, (_, index) => ({
      name: `input_${index}`,
      label: `Input ${index}`,
      kind: 'number' as const,
      value: index,
      hint: 'A long description of the input, as the calculator gives it. '.repeat(4),
    })),
    results: [{ key: 'kmw', label: 'Kill mud weight', value: 11.073362445414846, unit: 'ppg' }],
  });

  it('shows a card as its title and main result, never its JSON', () => {
    expect(chatPreview(card)).toBe('Kill mud weight: 11.07 ppg');
    expect(chatPreview(`The kill sheet:\n\n${card}`)).toBe(
      'The kill sheet: Kill mud weight: 11.07 ppg',
    );
  });

  it('reads a card longer than the characters read from its start and its main result', () => {
    const cut = card.slice(0, PREVIEW_SOURCE_CHARS);
    expect(cut).not.toContain('"results"');
    const result = /"results":\[(\{[^{}]*\})/.exec(card)?.[1] ?? null;
    expect(chatPreview(cut, result)).toBe('Kill mud weight: 11.07 ppg');
    expect(chatPreview(cut, null)).toBe('Kill mud weight');
  });
});
