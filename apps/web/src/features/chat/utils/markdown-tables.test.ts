import { describe, expect, it } from 'vitest';
import { markdownTablesToTsv } from './markdown-tables';

describe('markdownTablesToTsv', () => {
  it('turns a reply’s table into rows of tab-separated cells, markup removed', () => {
    const reply = [
      'The gradients:',
      '',
      '| Fluid | Gradient (psi/ft) |',
      '|---|:---:|',
      '| **Fresh water** | 0.433 |',
      '| Brine `10 ppg` | 0.520 |',
      '',
      'Use the brine figure below 8,000 ft.',
    ].join('\n');
    expect(markdownTablesToTsv(reply)).toBe(
      'Fluid\tGradient (psi/ft)\nFresh water\t0.433\nBrine 10 ppg\t0.520',
    );
  });

  it('keeps escaped pipes in a cell, pads short rows, and separates tables by a blank line', () => {
    const reply = [
      'Input | Value',
      '--- | ---',
      'a \\| b | 1',
      'c',
      '',
      '| Well | Rate |',
      '| - | - |',
      '| A-1 | 412 |',
    ].join('\n');
    expect(markdownTablesToTsv(reply)).toBe('Input\tValue\na | b\t1\nc\t\n\nWell\tRate\nA-1\t412');
  });

  it('finds none in plain text or inside a code block', () => {
    expect(markdownTablesToTsv('Just words, $200 | $150 at most.')).toBeNull();
    expect(markdownTablesToTsv('```\n| a | b |\n|---|---|\n| 1 | 2 |\n```')).toBeNull();
  });
});
