import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNIT_DEFINITIONS } from '@petrosage/oilfield';
import { describe, expect, it } from 'vitest';
import { convertValue, readUnit } from '@petrosage/sage/units';

const serverSource = fileURLToPath(new URL('../../src/', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Unit factors as a second table would spell them (ft, psi, bbl, ft³, bar, m → ft, gal/ft³,
 * ppg per SG): none may appear in the server's code, which reads them from the registry.
 */
const FACTOR_LITERALS =
  /(?<![\d.])(?:0\.3048|6\.89475|6894\.75|0\.158987|158\.987|0\.0283168|28\.3168|14\.5037|0\.145037|6\.28981|3\.28084|7\.48051|8\.3454|5\.61458)\d*/;

describe('one unit registry: the sourced one in @petrosage/oilfield', () => {
  it('no server source file keeps a table of unit factors of its own', () => {
    const offenders = sourceFiles(serverSource)
      .filter((file) => !file.includes(`${join('modules', 'knowledge', 'entries')}`))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => !/^\s*(?:\*|\/\/)/.test(line) && FACTOR_LITERALS.test(line))
          .map(
            ({ line, index }) => `${file.slice(serverSource.length)}:${index + 1}: ${line.trim()}`,
          ),
      );
    expect(offenders).toEqual([]);
  });

  it('the conversion skill and the quantity reader use the registry’s factors', () => {
    // One table serves both (`@petrosage/sage/units`): the conversion skill is the package's.
    expect(readUnit('psi').toBase).toBe(UNIT_DEFINITIONS.psi.toSi);
    expect(readUnit('bbl').toBase).toBe(UNIT_DEFINITIONS.bbl.toSi);
    expect(readUnit('psi/ft').toBase).toBe(UNIT_DEFINITIONS['psi/ft'].toSi);
    expect(convertValue(250, readUnit('bar'), readUnit('psi'))).toBeCloseTo(
      (250 * UNIT_DEFINITIONS.bar.toSi) / UNIT_DEFINITIONS.psi.toSi,
      10,
    );
    expect(convertValue(3000, readUnit('m'), readUnit('ft'))).toBeCloseTo(
      (3000 * UNIT_DEFINITIONS.m.toSi) / UNIT_DEFINITIONS.ft.toSi,
      10,
    );
  });
});
