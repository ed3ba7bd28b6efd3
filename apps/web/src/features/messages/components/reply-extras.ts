import type { LanguageFn } from 'highlight.js';
import type { Options } from 'react-markdown';
import { onDemand } from '../../../lib/on-demand';
import type * as CodeHighlighter from './code-highlighter';

/** A rehype plugin as react-markdown takes it. */
export type ReplyPlugin = NonNullable<Options['rehypePlugins']>[number];

type GrammarModule = Promise<{ default: LanguageFn }>;

/**
 * The grammars a reply's code may be highlighted in (highlight.js's common set, as lowlight
 * names it), each its own small chunk, fetched the first time a reply uses it.
 */
const GRAMMARS: Record<string, () => GrammarModule> = {
  arduino: () => import('highlight.js/lib/languages/arduino'),
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  css: () => import('highlight.js/lib/languages/css'),
  diff: () => import('highlight.js/lib/languages/diff'),
  go: () => import('highlight.js/lib/languages/go'),
  graphql: () => import('highlight.js/lib/languages/graphql'),
  ini: () => import('highlight.js/lib/languages/ini'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  less: () => import('highlight.js/lib/languages/less'),
  lua: () => import('highlight.js/lib/languages/lua'),
  makefile: () => import('highlight.js/lib/languages/makefile'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  objectivec: () => import('highlight.js/lib/languages/objectivec'),
  perl: () => import('highlight.js/lib/languages/perl'),
  php: () => import('highlight.js/lib/languages/php'),
  'php-template': () => import('highlight.js/lib/languages/php-template'),
  plaintext: () => import('highlight.js/lib/languages/plaintext'),
  python: () => import('highlight.js/lib/languages/python'),
  'python-repl': () => import('highlight.js/lib/languages/python-repl'),
  r: () => import('highlight.js/lib/languages/r'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  scss: () => import('highlight.js/lib/languages/scss'),
  shell: () => import('highlight.js/lib/languages/shell'),
  sql: () => import('highlight.js/lib/languages/sql'),
  swift: () => import('highlight.js/lib/languages/swift'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  vbnet: () => import('highlight.js/lib/languages/vbnet'),
  wasm: () => import('highlight.js/lib/languages/wasm'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

/**
 * The other names of those grammars (their `aliases`), known before a grammar is fetched so a
 * ```` ```js ```` block asks for `javascript`.
 */
export const GRAMMAR_ALIASES: Readonly<Record<string, string>> = {
  ino: 'arduino',
  sh: 'bash',
  zsh: 'bash',
  h: 'c',
  cc: 'cpp',
  'c++': 'cpp',
  'h++': 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  hxx: 'cpp',
  cxx: 'cpp',
  cs: 'csharp',
  'c#': 'csharp',
  patch: 'diff',
  golang: 'go',
  gql: 'graphql',
  toml: 'ini',
  jsp: 'java',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsonc: 'json',
  json5: 'json',
  kt: 'kotlin',
  kts: 'kotlin',
  pluto: 'lua',
  mk: 'makefile',
  mak: 'makefile',
  make: 'makefile',
  md: 'markdown',
  mkdown: 'markdown',
  mkd: 'markdown',
  mm: 'objectivec',
  objc: 'objectivec',
  'obj-c': 'objectivec',
  'obj-c++': 'objectivec',
  'objective-c++': 'objectivec',
  pl: 'perl',
  pm: 'perl',
  text: 'plaintext',
  txt: 'plaintext',
  py: 'python',
  gyp: 'python',
  ipython: 'python',
  pycon: 'python-repl',
  rb: 'ruby',
  gemspec: 'ruby',
  podspec: 'ruby',
  thor: 'ruby',
  irb: 'ruby',
  rs: 'rust',
  console: 'shell',
  shellsession: 'shell',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  vb: 'vbnet',
  html: 'xml',
  xhtml: 'xml',
  rss: 'xml',
  atom: 'xml',
  xjb: 'xml',
  xsd: 'xml',
  xsl: 'xml',
  plist: 'xml',
  wsf: 'xml',
  svg: 'xml',
  yml: 'yaml',
};

/** Grammars another one embeds (HTML's styles and scripts, a REPL's language…). */
const EMBEDDED: Readonly<Record<string, readonly string[]>> = {
  xml: ['css', 'javascript'],
  markdown: ['xml'],
  'php-template': ['xml', 'php'],
  'python-repl': ['python'],
  shell: ['bash'],
};

/** What a reply needs beyond the markdown parser. */
export interface ReplyNeeds {
  math: boolean;
  /** Grammar names (as in `GRAMMARS`), each once. */
  grammars: string[];
}

/** Fenced blocks that are drawn, not highlighted (decisions 015, 024 and 039). */
const NOT_CODE = new Set(['chart', 'calc', 'analysis']);
const FENCE_INFO = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/** The grammar a fenced block's info string names, when it is one of `GRAMMARS`. */
export function grammarFor(info: string): string | undefined {
  const name = info.toLowerCase();
  if (NOT_CODE.has(name)) return undefined;
  if (Object.hasOwn(GRAMMARS, name)) return name;
  return GRAMMAR_ALIASES[name];
}

/**
 * What a reply (after `normaliseMathDelimiters`, so every math span is `$$…$$`) needs: KaTeX when
 * it holds math, the highlighter and the grammars of its fenced code. A `$$` inside code counts
 * too; that only fetches KaTeX once for nothing.
 */
export function replyNeeds(normalisedMarkdown: string): ReplyNeeds {
  const grammars = new Set<string>();
  for (const match of normalisedMarkdown.matchAll(FENCE_INFO)) {
    const grammar = grammarFor(match[1] ?? '');
    if (grammar === undefined) continue;
    grammars.add(grammar);
    for (const embedded of EMBEDDED[grammar] ?? []) grammars.add(embedded);
  }
  return { math: normalisedMarkdown.includes('$$'), grammars: [...grammars] };
}

/** The loaded extras; a new object on every change (a `useSyncExternalStore` snapshot). */
export interface ReplyExtras {
  math?: ReplyPlugin;
  highlight?: ReplyPlugin;
  grammars: ReadonlySet<string>;
}

let extras: ReplyExtras = { grammars: new Set() };
const listeners = new Set<() => void>();

function update(change: Partial<ReplyExtras>): void {
  extras = { ...extras, ...change };
  for (const listener of listeners) listener();
}

export function subscribeReplyExtras(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentReplyExtras(): ReplyExtras {
  return extras;
}

/** True when everything `needs` asks for is loaded. */
export function hasReplyExtras(needs: ReplyNeeds, loaded: ReplyExtras = extras): boolean {
  return (
    (!needs.math || loaded.math !== undefined) &&
    (needs.grammars.length === 0 ||
      (loaded.highlight !== undefined && needs.grammars.every((name) => loaded.grammars.has(name))))
  );
}

// Each fetched once; a failed fetch (offline, a new deploy) is tried again by the next reply.
const math = onDemand(() =>
  import('./markdown-math').then(({ mathPlugin }) => update({ math: mathPlugin })),
);
const highlighter = onDemand<typeof CodeHighlighter>(() =>
  import('./code-highlighter').then((module) => {
    update({ highlight: module.rehypeCodeHighlight });
    return module;
  }),
);
const loadMath = math.load;
const loadHighlighter = highlighter.load;
const grammarLoads = new Map<string, Promise<void>>();

function loadGrammar(name: string): Promise<void> {
  let load = grammarLoads.get(name);
  if (load === undefined) {
    const grammar = GRAMMARS[name];
    load = Promise.all([loadHighlighter(), grammar ? grammar() : undefined]).then(
      ([highlighter, module]) => {
        if (!module) return;
        highlighter.registerGrammar(name, module.default);
        update({ grammars: new Set([...extras.grammars, name]) });
      },
      (e: unknown) => {
        grammarLoads.delete(name);
        throw e;
      },
    );
    grammarLoads.set(name, load);
  }
  return load;
}

/** Fetches what `needs` asks for (each part once per page); resolves when all of it is in. */
export async function loadReplyExtras(needs: ReplyNeeds): Promise<void> {
  await Promise.all([
    ...(needs.math ? [loadMath()] : []),
    ...needs.grammars.map((name) => loadGrammar(name)),
  ]);
}
