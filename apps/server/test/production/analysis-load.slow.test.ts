import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { uploaded } from '../files/upload';
import { largeProductionCsv, sampleWhile } from './load';

/*
 * One user's big analysis must not stall everyone else: four analyses of a 200,000-row file at
 * once, while the health endpoint is asked every 20 ms. The server, the analyses and the
 * sampler share this process's event loop, as a second user's requests would. An analysis run
 * on the event loop would hold a health request for a whole parse of the file; run off it, a
 * request waits at most a slice of the analyses' wall time. The absolute figure (p99 < 100 ms on
 * an idle machine) is `npm run bench`'s, where the machine's load does not decide it.
 */

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startServer({ FILE_PARSE_TIMEOUT_MS: '120000' });
  ({ accessToken: token } = await signUpUser(server));
  await grantStandard(server, token);
});
afterAll(() => server.close());

it('keeps answering health while four analyses of a 200,000-row file run', async () => {
  const file = await uploaded(server, token, 'field.csv', largeProductionCsv(200_000));
  const analyses = Promise.all(
    ['W-001', 'W-050', 'W-100', 'W-199'].map(async (well) => {
      const response = await postJson(server, token, '/tools/analyze_production', {
        attachment_id: file.id,
        well,
      });
      return { status: response.status, body: (await response.json()) as { markdown?: string } };
    }),
  );
  const started = performance.now();
  const latencies = await sampleWhile(`${server.url}/api/`, analyses, 20);
  const results = await analyses;
  const wallMs = performance.now() - started;
  for (const { status, body } of results) {
    expect(status).toBe(200);
    expect(body.markdown).toMatch(/EUR/);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Infinity;
  expect(sorted.length).toBeGreaterThan(20);
  console.log(
    `health during four analyses (${wallMs.toFixed(0)} ms): p99 ${p99.toFixed(1)} ms over ${sorted.length} requests`,
  );
  expect(p99).toBeLessThan(wallMs / 10);
});
