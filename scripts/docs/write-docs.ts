import { writeFileSync } from 'node:fs';
import { calculatorReference } from '@petrosage/oilfield/reference';
import { decisionsIndex } from './decisions-index';

/** `npm run docs`: writes the documents made from the code and the records. */
const root = new URL('../../', import.meta.url);
writeFileSync(new URL('docs/calculators.md', root), calculatorReference());
writeFileSync(
  new URL('docs/decisions/README.md', root),
  decisionsIndex(new URL('docs/decisions/', root).pathname),
);
console.log('Wrote docs/calculators.md and docs/decisions/README.md');
