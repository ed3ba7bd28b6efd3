import { describe, expect, it } from 'vitest';
import { ScriptError, SqlScriptReader, type ScriptPart } from '../../src/db/backup/sql-script';

/** Feeds `script` to a reader in pieces of `size` characters; answers every part. */
function read(script: string, size = script.length, noted?: string): ScriptPart[] {
  const reader = new SqlScriptReader(noted);
  const parts: ScriptPart[] = [];
  for (let at = 0; at < script.length; at += size)
    parts.push(...reader.push(script.slice(at, at + size)));
  parts.push(...reader.end());
  return parts;
}

const SCRIPT = `--
-- PostgreSQL database dump
--
\\restrict abc123

SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);

CREATE FUNCTION public.f() RETURNS integer
    LANGUAGE sql
    AS $_$ select 1; /* not a comment end */ $_$;

CREATE TABLE public."odd;name" (id integer, body text);
INSERT INTO public."odd;name" VALUES (1, 'it''s; -- not a comment
second line');
INSERT INTO public."odd;name" VALUES (2, E'back\\\\slash \\'; quoted');
/* a block /* nested */ comment; */
COPY public."odd;name" (id, body) FROM stdin;
3\tcopied; text
4\t\\N
\\.

SELECT $$;$$;
-- PetroSage backup check: {"odd;name":{"rows":4,"md5":"x"}}
`;

const EXPECTED = [
  'SET statement_timeout = 0;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  'CREATE FUNCTION public.f() RETURNS integer\n    LANGUAGE sql\n    AS $_$ select 1; /* not a comment end */ $_$;',
  'CREATE TABLE public."odd;name" (id integer, body text);',
  "INSERT INTO public.\"odd;name\" VALUES (1, 'it''s; -- not a comment\nsecond line');",
  "INSERT INTO public.\"odd;name\" VALUES (2, E'back\\\\slash \\'; quoted');",
];

describe('reading a pg_dump script', () => {
  it('splits statements at the semicolons that end them, whatever the pieces it arrives in', () => {
    for (const size of [SCRIPT.length, 1, 2, 3, 7, 64]) {
      const parts = read(SCRIPT, size);
      const statements = parts.filter((part) => part.kind === 'statement').map((part) => part.sql);
      expect(statements.slice(0, EXPECTED.length), `pieces of ${size}`).toEqual(EXPECTED);
      expect(statements.at(-1)).toBe('SELECT $$;$$;');
      expect(parts.filter((part) => part.kind === 'copy')).toEqual([
        {
          kind: 'copy',
          sql: 'COPY public."odd;name" (id, body) FROM stdin;',
          data: '3\tcopied; text\n4\t\\N\n',
        },
      ]);
    }
  });

  it('keeps the backup check line', () => {
    const reader = new SqlScriptReader('-- PetroSage backup check: ');
    reader.push(SCRIPT);
    reader.end();
    expect(reader.noted).toBe('{"odd;name":{"rows":4,"md5":"x"}}');
  });

  it('refuses what it cannot run: other psql commands, an unfinished statement or quote', () => {
    expect(() => read('\\connect other\nSELECT 1;\n')).toThrow(
      /Line 1: the psql command \\connect is not supported here; restore this file with psql/,
    );
    expect(() => read('SELECT 1;\nSELECT 2')).toThrow(ScriptError);
    expect(() => read("INSERT INTO t VALUES ('never closed);\n")).toThrow(/inside a quoted value/);
    expect(() => read('COPY t (a) FROM stdin;\n1\n')).toThrow(/inside the data of a COPY/);
  });
});
