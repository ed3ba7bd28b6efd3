/**
 * Where a JSON text stops being valid, for a message that says where to look (V8's `JSON.parse`
 * errors no longer give a position). Run only after `JSON.parse` failed: a scanner of the JSON
 * grammar (RFC 8259) that stops at the first problem, with an explicit stack instead of
 * recursion so deeply nested text cannot overflow it.
 */

export interface JsonProblem {
  line: number;
  column: number;
  /** What is wrong there, e.g. `unexpected "}"` or `the text ends inside a string`. */
  problem: string;
}

class Stop extends Error {
  constructor(
    readonly at: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

export function locateJsonError(text: string): JsonProblem | undefined {
  let index = 0;
  /** The word (`tru`, `undefined`) or the character at `at`. */
  const tokenAt = (at: number): string | undefined =>
    /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(at, at + 40))?.[0] ?? text[at];
  const fail = (problem?: string): never => {
    const token = tokenAt(index);
    throw new Stop(
      index,
      problem ??
        (token === undefined ? 'the text ends too early' : `unexpected ${JSON.stringify(token)}`),
    );
  };
  const space = (): void => {
    while (index < text.length && WHITESPACE.has(text[index] ?? '')) index += 1;
  };
  const literal = (word: string): void => {
    if (text.startsWith(word, index) && !/[A-Za-z0-9_]/.test(text[index + word.length] ?? '')) {
      index += word.length;
      return;
    }
    fail();
  };
  const string = (): void => {
    index += 1;
    for (;;) {
      const char = text[index];
      if (char === undefined) fail('the text ends inside a string');
      if (char === '"') {
        index += 1;
        return;
      }
      if (char === '\\') {
        const next = text[index + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6)))
            fail('a broken \\u escape');
          index += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next)) fail('a broken escape in a string');
        index += 2;
        continue;
      }
      if ((char?.charCodeAt(0) ?? 0) < 0x20)
        fail('a line break or control character inside a string');
      index += 1;
    }
  };
  const number = (): void => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(
      text.slice(index, index + 400),
    );
    if (!match) fail();
    index += match?.[0].length ?? 0;
  };
  const key = (): void => {
    space();
    if (text[index] !== '"') fail('expected a property name in double quotes');
    string();
    space();
    if (text[index] !== ':') fail('expected ":" after a property name');
    index += 1;
  };
  const scalar = (): void => {
    const char = text[index];
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail();
  };
  try {
    const closers: ('}' | ']')[] = [];
    let expectValue = true;
    for (;;) {
      space();
      if (expectValue) {
        const char = text[index];
        if (char === '{' || char === '[') {
          index += 1;
          space();
          const close = char === '{' ? '}' : ']';
          if (text[index] === close) {
            index += 1;
            expectValue = false;
            continue;
          }
          closers.push(close);
          if (close === '}') key();
          continue;
        }
        scalar();
        expectValue = false;
        continue;
      }
      const close = closers.at(-1);
      if (close === undefined) break;
      const char = text[index];
      if (char === ',') {
        index += 1;
        if (close === '}') key();
        expectValue = true;
        continue;
      }
      if (char === close) {
        index += 1;
        closers.pop();
        continue;
      }
      fail(
        char === undefined
          ? `the text ends before a closing "${close}"`
          : `expected "," or "${close}" but found ${JSON.stringify(char)}`,
      );
    }
    if (index < text.length)
      fail(`unexpected ${JSON.stringify(text[index])} after the end of the data`);
    return undefined;
  } catch (error: unknown) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.at);
    const line = before.split('\n').length;
    const column = error.at - before.lastIndexOf('\n');
    return { line, column, problem: error.problem };
  }
}
