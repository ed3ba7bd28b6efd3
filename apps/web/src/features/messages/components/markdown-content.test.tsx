import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadExtrasFor, MarkdownContent, renderSettledMarkdown } from './markdown-content';

/** Renders a reply once what it needs (KaTeX, grammars) has been fetched. */
async function renderMarkdown(text: string) {
  await loadExtrasFor(text);
  return render(<MarkdownContent text={text} />).container;
}

describe('MarkdownContent', () => {
  it('renders raw HTML inert: no element from the reply, no event handler', async () => {
    const container = await renderMarkdown(
      'Before <img src=x onerror=alert(1)> after\n\n<script>alert(2)</script>\n\n<a href="javascript:alert(3)" onclick="alert(4)">html link</a>',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.textContent).toContain('Before');
  });

  it('makes javascript: (and other unsafe) links unclickable, keeping their text', async () => {
    const container = await renderMarkdown(
      '[x](javascript:alert(1)) [y](JaVaScRiPt:alert(1)) [z](data:text/html,<b>hi</b>) [ok](https://example.com/a)',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a']);
    expect(container.innerHTML.toLowerCase()).not.toContain('javascript:');
    expect(container.textContent).toContain('x y z ok');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('keeps an image with an unsafe source from loading it', async () => {
    const container = await renderMarkdown('![chart](javascript:alert(1))');
    const img = container.querySelector('img');
    expect(img?.getAttribute('src') ?? '').toBe('');
  });

  it('renders GFM tables, task lists and strikethrough', async () => {
    const container = await renderMarkdown(
      '| Well | Rate (bbl/d) |\n| --- | ---: |\n| A-1 | 412 |\n\n- [x] done\n- [ ] todo\n\n~~old~~',
    );
    const cells = [...container.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['A-1', '412']);
    expect(container.querySelector('th')).toHaveTextContent('Well');
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(container.querySelector('del')).toHaveTextContent('old');
  });

  it('highlights fenced code with a language', async () => {
    const container = await renderMarkdown('```python\ndef rate(q):\n    return q * 0.159\n```');
    const code = container.querySelector('pre code');
    expect(code).toHaveClass('hljs', 'language-python');
    expect(code?.querySelector('.hljs-keyword')).toHaveTextContent('def');
  });

  it('highlights every message of a chat, each in its own language', async () => {
    const sql = (await renderMarkdown('```sql\nSELECT api FROM wells\n```')).querySelector(
      'pre code',
    );
    const plain = (await renderMarkdown('```\nSELECT api FROM wells\n```')).querySelector(
      'pre code',
    );
    const python = (await renderMarkdown('```python\nimport math\n```')).querySelector('pre code');
    expect(sql?.querySelector('.hljs-keyword')).toHaveTextContent('SELECT');
    expect(plain?.querySelector('.hljs-keyword')).toBeNull();
    expect(python).toHaveClass('language-python');
    expect(python?.querySelector('.hljs-keyword')).toHaveTextContent('import');
  });

  it('typesets inline and display math with KaTeX', async () => {
    const container = await renderMarkdown(
      'Darcy: $q = \\frac{kA}{\\mu}$\n\n$$\nP = \\rho g h\n$$',
    );
    expect(container.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelector('.katex-mathml math')).not.toBeNull();
  });

  it('shows money as text, not math, in an economics reply', async () => {
    const container = await renderMarkdown(
      'The workover pays out at **$200** a day when WTI is $150 lower.\n\n| Item | Cost |\n| --- | --- |\n| Rig | $12,500/day |\n| Tubing | $8.40/ft |\n\nBreak-even: $45.20/bbl vs $70/bbl.',
    );
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.textContent).toContain('$200 a day when WTI is $150 lower.');
    expect([...container.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Rig',
      '$12,500/day',
      'Tubing',
      '$8.40/ft',
    ]);
    expect(container.textContent).toContain('Break-even: $45.20/bbl vs $70/bbl.');
  });

  it('typesets LaTeX-delimited math', async () => {
    const container = await renderMarkdown(
      'Inline \\(p = \\rho g h\\) and\n\n\\[\nq = J (\\bar p - p_{wf})\n\\]',
    );
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelector('.katex-display')).not.toBeNull();
  });

  it('keeps KaTeX from running commands that could link or inject', async () => {
    const container = await renderMarkdown('$\\href{javascript:alert(1)}{click}$');
    expect(container.querySelector('a, [href], [xlink\\:href]')).toBeNull();
    // The command is shown as (red) text, not run.
    expect(container.querySelector('.katex-html')).toHaveTextContent('\\href');
  });

  it('renders a settled reply once and mounts that rendering again, like a fresh one', async () => {
    const text =
      '| Well | Rate |\n| --- | --- |\n| A-1 | 420 |\n\nSee [the log](https://example.com/log) and $q = kh$.';
    const fresh = (await renderMarkdown(text)).innerHTML;
    const first = render(<MarkdownContent text={text} settled />).container;
    const again = render(<MarkdownContent text={text} settled />).container;
    expect(first.innerHTML).toBe(fresh);
    expect(again.innerHTML).toBe(fresh);
    expect(renderSettledMarkdown(text)).toBe(renderSettledMarkdown(text));
  });

  it('keeps renderings within a character budget, letting the least recently used go', () => {
    const kept = `Kept reply ${crypto.randomUUID()}`;
    const dropped = `Dropped reply ${crypto.randomUUID()}`;
    const keptTree = renderSettledMarkdown(kept);
    const droppedTree = renderSettledMarkdown(dropped);
    const filler = 'x'.repeat(100_000);
    for (let index = 0; index < 10; index += 1) {
      renderSettledMarkdown(`${index} ${filler}`);
      // Used again all along, so never the oldest.
      expect(renderSettledMarkdown(kept)).toBe(keptTree);
    }
    expect(renderSettledMarkdown(dropped)).not.toBe(droppedTree);
  });

  it('draws a fenced block its registry names, in a kept rendering too; any other is code', () => {
    const blocks = {
      drawn: ({ source }: { source: string }) => <figure data-testid="drawn">{source}</figure>,
    };
    const text = '```drawn\nthe body\n```\n\n```constructor\nnot a block\n```';
    for (const settled of [false, true, true]) {
      const { container, unmount } = render(
        <MarkdownContent text={text} settled={settled} blocks={blocks} />,
      );
      expect(container.querySelector('[data-testid="drawn"]')).toHaveTextContent('the body');
      expect(container.querySelector('pre code.language-constructor')).toHaveTextContent(
        'not a block',
      );
      unmount();
    }
    // Without the registry the same kept rendering shows both as code.
    const plain = render(<MarkdownContent text={text} settled />).container;
    expect(plain.querySelector('[data-testid="drawn"]')).toBeNull();
    expect(plain.querySelector('pre code.language-drawn')).toHaveTextContent('the body');
  });
});
