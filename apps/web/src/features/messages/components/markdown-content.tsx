import './markdown-content.css';
import {
  useContext,
  useEffect,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ReactElement,
} from 'react';
import Markdown, { defaultUrlTransform, type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { ReplyBlocks } from '../../../components/reply-blocks/reply-view';
import { languageOf } from '../utils/code-language';
import { normaliseMathDelimiters } from '../utils/math-delimiters';
import {
  currentReplyExtras,
  hasReplyExtras,
  loadReplyExtras,
  replyNeeds,
  subscribeReplyExtras,
  type ReplyExtras,
  type ReplyPlugin,
} from './reply-extras';
import { NO_BLOCKS, ReplyBlocksContext } from './reply-blocks-context';

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

/** Math only between unambiguous delimiters, which `normaliseMathDelimiters` turns into `$$`. */
const remarkPlugins: NonNullable<Parameters<typeof Markdown>[0]['remarkPlugins']> = [
  remarkGfm,
  [remarkMath, { singleDollarTextMath: false }],
];

/**
 * Order matters: sanitize the tree built from the reply first (raw HTML is never parsed; unsafe
 * URLs and attributes go), then let KaTeX and highlight.js add their own trusted markup. Those
 * two are fetched when a reply first needs them (`reply-extras.ts`); until then math and code
 * show as their source.
 */
function rehypePluginsWith(extras: ReplyExtras): ReplyPlugin[] {
  return [
    [rehypeSanitize, sanitizeSchema],
    ...(extras.math ? [extras.math] : []),
    ...(extras.highlight ? [extras.highlight] : []),
  ];
}

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

type HastElement = NonNullable<ExtraProps['node']>;

function textOf(node: HastElement['children'][number]): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/**
 * Fenced code, except a block the reply draws (`ReplyBlocks`): a `chart` block is drawn
 * (docs/decisions/015-charts-in-replies.md), a `calc` block is a calculation card
 * (docs/decisions/024-calculation-cards.md), an `analysis` block the file-analysis card
 * (docs/decisions/039-file-analysis-card.md).
 */
function Pre({ node, ...rest }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  const blocks = useContext(ReplyBlocksContext);
  const code = node?.children[0];
  if (code?.type === 'element' && code.tagName === 'code') {
    const language = languageOf(code);
    // Own keys only: a ```constructor block is code, not `Object`.
    if (language !== undefined && Object.hasOwn(blocks, language)) {
      const Block = blocks[language];
      if (Block) return <Block language={language} source={textOf(code).replace(/\n$/, '')} />;
    }
  }
  return <pre {...rest} />;
}

const components: Components = { a: Link, table: Table, pre: Pre };

/** Rendered replies kept for reuse, bounded by the characters of their texts (oldest use goes). */
const RENDERED_BUDGET_CHARS = 1_000_000;
const rendered = new Map<string, ReactElement>();
let renderedChars = 0;

function renderMarkdown(source: string, extras: ReplyExtras): ReactElement {
  return Markdown({
    children: source,
    remarkPlugins,
    rehypePlugins: rehypePluginsWith(extras),
    components,
    urlTransform: defaultUrlTransform,
  });
}

/**
 * The element tree of a reply whose text no longer changes. Parsing is most of the cost of opening
 * a chat, and an element tree can be mounted again and again: going back to a chat renders its
 * replies from here. A streaming reply's passing texts would only crowd the cache out.
 */
export function renderSettledMarkdown(text: string): ReactElement {
  const hit = rendered.get(text);
  if (hit) {
    rendered.delete(text);
    rendered.set(text, hit);
    return hit;
  }
  const source = normaliseMathDelimiters(text);
  const extras = currentReplyExtras();
  const tree = renderMarkdown(source, extras);
  // A rendering without the math or code it holds is only kept once it is complete.
  if (!hasReplyExtras(replyNeeds(source), extras)) return tree;
  rendered.set(text, tree);
  renderedChars += text.length;
  for (const oldest of rendered.keys()) {
    if (renderedChars <= RENDERED_BUDGET_CHARS || oldest === text) break;
    rendered.delete(oldest);
    renderedChars -= oldest.length;
  }
  return tree;
}

export interface MarkdownContentProps {
  text: string;
  /** The text is final (the reply is not streaming): its rendering may be kept and reused. */
  settled?: boolean;
  /** The fenced blocks drawn in place of their code. */
  blocks?: ReplyBlocks;
}

/**
 * An assistant reply as markdown: GFM (tables, task lists, strikethrough), fenced code with
 * highlighting and KaTeX math. Nothing in a reply can run script.
 */
export function MarkdownContent({
  text,
  settled = false,
  blocks = NO_BLOCKS,
}: MarkdownContentProps) {
  // A new snapshot when KaTeX, the highlighter or a grammar arrives: the reply renders again.
  const extras = useSyncExternalStore(subscribeReplyExtras, currentReplyExtras);
  const source = normaliseMathDelimiters(text);
  const needs = replyNeeds(source);
  const complete = hasReplyExtras(needs, extras);
  const needsKey = complete ? '' : `${String(needs.math)} ${needs.grammars.join(' ')}`;
  useEffect(() => {
    if (needsKey === '') return;
    loadReplyExtras(needs).catch((e: unknown) => {
      console.error('Could not load the math or code renderer of a reply', e);
    });
    // `needsKey` names everything in `needs`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsKey]);
  // The blocks reach the drawn tree through context: a kept rendering serves any of them.
  return (
    <ReplyBlocksContext value={blocks}>
      <div className="markdown-body">
        {settled ? renderSettledMarkdown(text) : renderMarkdown(source, extras)}
      </div>
    </ReplyBlocksContext>
  );
}

/** Fetches what the reply `text` needs to render completely (KaTeX, grammars). */
export function loadExtrasFor(text: string): Promise<void> {
  return loadReplyExtras(replyNeeds(normaliseMathDelimiters(text)));
}
