import { vi } from 'vitest';

/**
 * jsdom computes no layout: every element is 0 px tall, so a virtualized list has no room to
 * show anything. This gives the message list's scroll box a viewport height and a content height
 * (what the virtualizer laid out), and each measured row (elements with `data-index`) a height, as
 * a browser would report them. Restored by
 * `vi.restoreAllMocks()`.
 */
export function installListLayout({
  viewport = 600,
  row = 80,
}: { viewport?: number; row?: number } = {}) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'message-list' ? viewport : 0;
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    // The list's content box is its first child, sized by the virtualizer.
    const content = this.firstElementChild;
    if (!(this instanceof HTMLElement) || this.dataset.testid !== 'message-list') return 0;
    return content instanceof HTMLElement
      ? Math.max(viewport, parseFloat(content.style.height) || 0)
      : viewport;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.index === undefined ? 0 : row;
  });
}
