import { describe, expect, it } from 'vitest';
import { locateJsonError } from '../../src/modules/files/extraction/json-error';

describe('locateJsonError', () => {
  it.each([
    ['{"a": 1,}', 1, 9, 'expected a property name in double quotes'],
    ['[1, 2', 1, 6, 'the text ends before a closing "]"'],
    ['{"a" 1}', 1, 6, 'expected ":" after a property name'],
    ['{\n  "a": tru\n}', 2, 8, 'unexpected "tru"'],
    ['{"a": undefined}', 1, 7, 'unexpected "undefined"'],
    ['"open', 1, 6, 'the text ends inside a string'],
    ['{"a": "x\ny"}', 1, 9, 'a line break or control character inside a string'],
    ['[1] 2', 1, 5, 'unexpected "2" after the end of the data'],
    ['{"a": [1 2]}', 1, 10, 'expected "," or "]" but found "2"'],
  ])('finds the problem in %j', (text, line, column, problem) => {
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(locateJsonError(text)).toEqual({ line, column, problem });
  });

  it('finds nothing wrong in valid JSON, however deep', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(locateJsonError(deep)).toBeUndefined();
    expect(locateJsonError('{"a": [1, {"b": null}], "c": "\\u00e9"}')).toBeUndefined();
  });
});
