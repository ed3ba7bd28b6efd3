const TITLE_LENGTH = 60;

/** A chat's title from its first message: the first line, whitespace collapsed, cut at a word. */
export function titleFromMessage(content: string): string {
  const firstLine = content.trim().split('\n')[0]?.replace(/\s+/g, ' ').trim() ?? '';
  if (firstLine.length <= TITLE_LENGTH) return firstLine || 'New Chat';
  const cut = firstLine.slice(0, TITLE_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
