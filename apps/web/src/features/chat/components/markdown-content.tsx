import 'katex/dist/katex.min.css';
import './markdown-content.css';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { defaultUrlTransform, type Components, type ExtraProps } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { ChartBlock } from './chart-block';

/**
 * GitHub's sanitize schema, plus the two classes remark-math puts on math so that rehype-katex
 * (which runs after the sanitizer, on clean input) can still find it.
 */
const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

const remarkPlugins = [remarkGfm, remarkMath];

let highlight: ReturnType<typeof rehypeHighlight> | undefined;
/**
 * rehype-highlight registers every grammar of highlight.js each time it is attached, and
 * react-markdown attaches its plugins on every render: opening a chat paid for that once per
 * message. Its transformer keeps no state between trees, so one, built once, serves them all.
 */
function rehypeHighlightOnce() {
  highlight ??= rehypeHighlight({ detect: false, plainText: ['chart'] });
  return highlight;
}

/**
 * Order matters: sanitize the tree built from the reply first (raw HTML is never parsed; unsafe
 * URLs and attributes go), then let KaTeX and highlight.js add their own trusted markup.
 */
const rehypePlugins = [
  [rehypeSanitize, sanitizeSchema],
  [rehypeKatex, { throwOnError: false, strict: 'ignore', trust: false }],
  rehypeHighlightOnce,
] as NonNullable<Parameters<typeof Markdown>[0]['rehypePlugins']>;

function Link({
  href,
  children,
  node: _node,
  ...rest
}: ComponentPropsWithoutRef<'a'> & ExtraProps) {
  // An unsafe URL (javascript:, data:…) was emptied by urlTransform: keep the text, drop the link.
  if (href === undefined || href === '') return <span>{children}</span>;
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

function Table({ node: _node, ...rest }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  return (
    <div className="markdown-table-wrap">
      <table {...rest} />
    </div>
  );
}

/** The class of a fenced `chart` block (`CHART_LANGUAGE` of `@petrosage/contracts/chart`). */
const CHART_CLASS = 'language-chart';

type HastElement = NonNullable<ExtraProps['node']>;

function textOf(node: HastElement['children'][number]): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Fenced code, except a `chart` block: that is drawn (docs/decisions/015-charts-in-replies.md). */
function Pre({ node, ...rest }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  const code = node?.children[0];
  if (code?.type === 'element' && code.tagName === 'code') {
    const classes = code.properties.className;
    if (Array.isArray(classes) && classes.includes(CHART_CLASS)) {
      return <ChartBlock source={textOf(code).replace(/\n$/, '')} />;
    }
  }
  return <pre {...rest} />;
}

const components: Components = { a: Link, table: Table, pre: Pre };

export interface MarkdownContentProps {
  text: string;
}

/**
 * An assistant reply as markdown: GFM (tables, task lists, strikethrough), fenced code with
 * highlighting and KaTeX math. Nothing in a reply can run script.
 */
export function MarkdownContent({ text }: MarkdownContentProps) {
  return (
    <div className="markdown-body">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
        urlTransform={defaultUrlTransform}
      >
        {text}
      </Markdown>
    </div>
  );
}
