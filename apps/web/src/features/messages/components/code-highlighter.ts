import type { Element, Root } from 'hast';
import type { LanguageFn } from 'highlight.js';
import { toText } from 'hast-util-to-text';
import { createLowlight } from 'lowlight';
import { visit } from 'unist-util-visit';
import { languageOf } from '../utils/code-language';

/**
 * The highlighter (highlight.js's core, through lowlight): a chunk of its own, fetched the first
 * time a reply holds fenced code in a known language. Grammars are registered as replies need
 * them; a block whose grammar has not arrived yet stays plain.
 */
const lowlight = createLowlight();

export function registerGrammar(name: string, grammar: LanguageFn): void {
  if (!lowlight.registered(name)) lowlight.register(name, grammar);
}

/** A rehype plugin: `<pre><code class="language-x">` in a registered language gets highlighted. */
export function rehypeCodeHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') {
        return;
      }
      const language = languageOf(node);
      if (language === undefined || !lowlight.registered(language)) return;
      const result = lowlight.highlight(language, toText(node, { whitespace: 'pre' }));
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = ['hljs', ...classes];
      if (result.children.length > 0) node.children = result.children as Element['children'];
    });
  };
}
