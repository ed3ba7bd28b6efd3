import type { Element } from 'hast';

/** `language-python` → `python` (the class remark gives a fenced block's info string). */
export function languageOf(node: Element): string | undefined {
  const classes = node.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const value of classes) {
    const name = String(value);
    if (name.startsWith('language-')) return name.slice('language-'.length);
  }
  return undefined;
}
