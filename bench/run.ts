import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchAnalysis } from './analysis-bench';
import { benchBackup } from './backup-bench';
import { benchEngine } from './engine-bench';
import { benchReplyWrites } from './reply-writes-bench';
import { benchPageSpeed } from './page-speed-bench';
import { benchServer } from './server-bench';
import { benchWeb } from './web-bench';

/** `npm run bench`: measures, prints and writes `bench/results/<date>.json` and `latest.json`. */
const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  server: await benchServer(),
  analysis: await benchAnalysis(),
  backup: await benchBackup(),
  engine: await benchEngine(),
  replyWrites: await benchReplyWrites(),
  web: await benchWeb(),
  pageSpeed: await benchPageSpeed(),
};
const directory = new URL('./results/', import.meta.url);
mkdirSync(directory, { recursive: true });
const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(new URL(`${results.date.replace(/[:.]/g, '-')}.json`, directory), json);
writeFileSync(new URL('latest.json', directory), json);
console.log(json);
