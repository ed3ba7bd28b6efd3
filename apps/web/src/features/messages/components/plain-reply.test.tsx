import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPlainReply } from '../utils/plain-reply';
import { PlainReply } from './lazy-markdown';
import { MarkdownContent } from './markdown-content';

const PLAIN = [
  'Hold the well near 420 barrels a day.',
  'First paragraph.\nSame paragraph, next line.\n\n  Second paragraph, indented by two.\n\n\nThird, after two blank lines.',
  'Rates (oil, water and gas) are in bbl/d; pressures in psi. Is that right? Yes: 12.5% less!',
  '  Leading and trailing spaces  ',
];

const MARKDOWN = [
  '**bold**',
  'an _emphasis_',
  '- a list',
  '1. first',
  '# Heading',
  '> quoted',
  'a | b\n--|--\n1 | 2',
  'See https://example.com now',
  'See www.example.com now',
  'Write to ops@example.com',
  'Cost is $x = C/q$',
  '`code`',
  '    indented code',
  'Line one  \nhard break',
  'Title\n=====',
  'Title\n---',
  'Fish &amp; chips',
  '<b>html</b>',
  '~~gone~~',
  'A footnote[^1]',
];

describe('plain replies', () => {
  it('render exactly as the markdown parser renders them', () => {
    for (const text of PLAIN) {
      expect(isPlainReply(text)).toBe(true);
      const plain = render(<PlainReply text={text} />).container.innerHTML;
      const parsed = render(<MarkdownContent text={text} />).container.innerHTML;
      expect(plain).toBe(parsed);
    }
  });

  it('leave anything that may be markdown, GFM, math or HTML to the parser', () => {
    expect(MARKDOWN.filter((text) => isPlainReply(text))).toEqual([]);
  });
});
