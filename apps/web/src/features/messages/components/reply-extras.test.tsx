import { render, waitFor } from '@testing-library/react';
import hljs from 'highlight.js/lib/core';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from './markdown-content';
import { currentReplyExtras, GRAMMAR_ALIASES, grammarFor, replyNeeds } from './reply-extras';

// highlight.js's common set, as lowlight 3 lists it in `lowlight/lib/common.js`.
const COMMON = [
  'arduino',
  'bash',
  'c',
  'cpp',
  'csharp',
  'css',
  'diff',
  'go',
  'graphql',
  'ini',
  'java',
  'javascript',
  'json',
  'kotlin',
  'less',
  'lua',
  'makefile',
  'markdown',
  'objectivec',
  'perl',
  'php',
  'php-template',
  'plaintext',
  'python',
  'python-repl',
  'r',
  'ruby',
  'rust',
  'scss',
  'shell',
  'sql',
  'swift',
  'typescript',
  'vbnet',
  'wasm',
  'xml',
  'yaml',
];

describe('what a reply needs', () => {
  it('fetches nothing for plain text, and KaTeX only once a reply holds math', async () => {
    const plain = render(<MarkdownContent text="Hold the well at 450 psi drawdown." settled />);
    expect(plain.container).toHaveTextContent('Hold the well at 450 psi drawdown.');
    expect(currentReplyExtras().math).toBeUndefined();
    expect(currentReplyExtras().highlight).toBeUndefined();

    const math = render(<MarkdownContent text="Darcy: $q = \\frac{kA}{\\mu}$" settled />);
    // Until KaTeX arrives the math shows as its source; then the reply renders again.
    await waitFor(() => expect(math.container.querySelector('.katex')).not.toBeNull());
    expect(currentReplyExtras().highlight).toBeUndefined();

    const code = render(<MarkdownContent text={'```js\nconst q = 1;\n```'} settled />);
    await waitFor(() =>
      expect(code.container.querySelector('.hljs-keyword')).toHaveTextContent('const'),
    );
    expect([...currentReplyExtras().grammars]).toEqual(['javascript']);
  });

  it('names the grammars of fenced code, not of charts, calculation cards or unknown languages', () => {
    expect(replyNeeds('Plain words, `inline code` and $200.')).toEqual({
      math: false,
      grammars: [],
    });
    expect(replyNeeds('```py\nx = 1\n```\n\n~~~SQL\nSELECT 1\n~~~\n\n```chart\n{}\n```')).toEqual({
      math: false,
      grammars: ['python', 'sql'],
    });
    expect(replyNeeds('```calc\n{}\n```\n\n```cobol\nDISPLAY 1\n```')).toEqual({
      math: false,
      grammars: [],
    });
    expect(replyNeeds('```html\n<p>\n```').grammars).toEqual(['xml', 'css', 'javascript']);
    expect(replyNeeds('$$q = kh$$').math).toBe(true);
  });

  it('knows every alias of the common grammars before fetching them, as highlight.js declares them', async () => {
    const declared: Record<string, string> = {};
    for (const name of COMMON) {
      const grammar = (
        (await import(`../../../../../../node_modules/highlight.js/es/languages/${name}.js`)) as {
          default: Parameters<typeof hljs.registerLanguage>[1];
        }
      ).default(hljs);
      for (const alias of grammar.aliases ?? []) declared[alias.toLowerCase()] = name;
      expect(grammarFor(name)).toBe(name);
    }
    expect(GRAMMAR_ALIASES).toEqual(declared);
  });
});
