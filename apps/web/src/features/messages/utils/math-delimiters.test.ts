import { describe, expect, it } from 'vitest';
import { normaliseMathDelimiters } from './math-delimiters';

describe('normaliseMathDelimiters', () => {
  it.each([
    [
      'The workover costs $200 when the rig is $150 a day cheaper',
      'The workover costs \\$200 when the rig is \\$150 a day cheaper',
    ],
    [
      'Break-even is $45.20/bbl against $70/bbl WTI.',
      'Break-even is \\$45.20/bbl against \\$70/bbl WTI.',
    ],
    ['A range of $5-$10 per barrel', 'A range of \\$5-\\$10 per barrel'],
    ['LOE $8/$9 per BOE', 'LOE \\$8/\\$9 per BOE'],
    ['NPV: $1.2 MM; capex $850,000', 'NPV: \\$1.2 MM; capex \\$850,000'],
    [
      'costs $200 when on location and $150 when not; the breakeven is $x = C/q$.',
      'costs \\$200 when on location and \\$150 when not; the breakeven is $$x = C/q$$.',
    ],
  ])('keeps money as text: %s', (input, output) => {
    expect(normaliseMathDelimiters(input)).toBe(output);
  });

  it.each([
    ['Darcy: $q = \\frac{kA}{\\mu}$ holds', 'Darcy: $$q = \\frac{kA}{\\mu}$$ holds'],
    ['with $x^2$ and $y$.', 'with $$x^2$$ and $$y$$.'],
    ['a factor of $2x$ here', 'a factor of $$2x$$ here'],
    ['inline \\(p = \\rho g h\\) here', 'inline $$p = \\rho g h$$ here'],
    ['\\[\nq = C(p^2 - p_{wf}^2)^n\n\\]', '$$\nq = C(p^2 - p_{wf}^2)^n\n$$'],
    ['$$\nP = 0.052 \\cdot MW \\cdot TVD\n$$', '$$\nP = 0.052 \\cdot MW \\cdot TVD\n$$'],
    ['and $$a+b$$ inline', 'and $$a+b$$ inline'],
  ])('keeps unambiguous math: %s', (input, output) => {
    expect(normaliseMathDelimiters(input)).toBe(output);
  });

  it('does not pair dollars across paragraphs', () => {
    expect(normaliseMathDelimiters('Costs $5\n\nthen 3$ more')).toBe(
      'Costs \\$5\n\nthen 3\\$ more',
    );
  });

  it('leaves code alone, fenced and inline', () => {
    const text = 'Run `echo $HOME $PATH` then\n\n```sh\nexport A=$B$C\n```\n\nand pay $5';
    expect(normaliseMathDelimiters(text)).toBe(
      'Run `echo $HOME $PATH` then\n\n```sh\nexport A=$B$C\n```\n\nand pay \\$5',
    );
  });

  it('keeps escaped dollars as written', () => {
    expect(normaliseMathDelimiters('price \\$5 and \\$6')).toBe('price \\$5 and \\$6');
  });
});
