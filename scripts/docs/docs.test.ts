import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { calculatorReference } from '@petrosage/oilfield/reference';
import { catalogue } from '@petrosage/oilfield/catalogue';
import { decisionsIndex } from './decisions-index';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

it('the calculator reference is current with the catalogue (run `npm run docs`)', () => {
  const reference = read('docs/calculators.md');
  expect(reference).toBe(calculatorReference());
  for (const entry of catalogue) expect(reference).toContain(`\`${entry.name}\``);
});

it('the decisions index is current with the records (run `npm run docs`)', () => {
  const index = read('docs/decisions/README.md');
  expect(index).toBe(decisionsIndex(new URL('docs/decisions/', root).pathname));
  expect(index).toMatch(/\| 001 \| \[One Node server/);
});

it('no code or document cites a document outside the repository', () => {
  const outside = /\bspec §|\bDESIGN §|shared\/docs\/|product-spec\.md|DESIGN\.md/;
  const cited: string[] = [];
  for (const folder of ['apps', 'packages', 'docs', 'e2e', 'bench', 'scripts']) {
    const files = readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      if (/(^|\/)(node_modules|dist)\//.test(file) || !/\.(ts|tsx|md|js)$/.test(file)) continue;
      const text = read(`${folder}/${file}`);
      if (outside.test(text)) cited.push(`${folder}/${file}`);
    }
  }
  expect(cited).toEqual([]);
});
