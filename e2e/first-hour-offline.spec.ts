import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { signUpWithStandardAccess } from './support';

/*
 * The first hour with the built-in engine (no language model): the new-chat empty state says
 * what Sage is for, replies carry no words meant for the server's operator, and a regenerated
 * reply says the built-in engine gives the same answer, and what would change it.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * Ports seven above the suite's (clear of its model and EIA at +1 and +2, and of the other
 * built-in-engine journeys at +5 and +6): one per parallel worker.
 */
const PORT_OFFSET = 7;

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const test = base.extend<object, { offlineURL: string }>({
  offlineURL: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const suitePort = Number(new URL(workerInfo.project.use.baseURL ?? '').port);
      const port = suitePort + PORT_OFFSET + workerInfo.parallelIndex;
      const env: NodeJS.ProcessEnv = {};
      for (const [key, value] of Object.entries(process.env)) {
        if (!key.startsWith('LLM_')) env[key] = value;
      }
      const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/index.js'], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: 'memory',
          LOG_LEVEL: 'warn',
          LLM_PROVIDER: 'offline',
          RATE_LIMIT_PASSWORD_PER_IP: '10000',
          RATE_LIMIT_PASSWORD_PER_EMAIL: '10000',
          RATE_LIMIT_SIGNUP_PER_IP: '10000',
        },
      });
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      while (!(await reachable(`${url}/api/`))) {
        if (server.exitCode !== null || Date.now() > deadline) {
          server.kill();
          throw new Error(`the offline server on port ${port} did not start`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await use(url);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ offlineURL }, use) => use(offlineURL),
});

const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

async function ask(page: Page, text: string) {
  const replies = page.locator('[data-testid="chat-message"][data-role="assistant"]');
  const before = await replies.count();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await expect(replies).toHaveCount(before + 1);
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
  return lastReply(page);
}

/** Words for whoever runs the server, never for a subscriber. */
const OPERATOR_WORDS =
  /README|Configuration|whoever runs|LLM_|a setting of this|language model connected|With a model connected/;

test.use({ viewport: { width: 1280, height: 800 } });

test('item 4: the empty state says what Sage is for; replies carry no setup for the operator', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpWithStandardAccess(page);
  await page.getByRole('button', { name: 'New Chat' }).first().click();
  const ready = page.getByTestId('chat-ready');
  await expect(ready).toContainText('well control, production, PVT, facilities or economics');
  await expect(ready).not.toContainText('your business');

  for (const question of [
    'help',
    'Why is my ESP tripping on underload?',
    'how do I connect a language model?',
    'What is the API gravity of a 0.85 SG oil?',
  ]) {
    const reply = await ask(page, question);
    await expect(reply).not.toContainText(OPERATOR_WORDS);
  }
});

test('item 6: a regenerated reply says the built-in engine gives the same answer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpWithStandardAccess(page);
  const first = await ask(page, 'convert 250 psi to bar');
  await expect(first).toContainText('250 psi = 17.2369 bar');
  await first.hover();
  await first.getByRole('button', { name: 'Regenerate reply' }).click();
  const versions = lastReply(page).getByTestId('message-versions');
  await expect(versions.getByTestId('version-position')).toHaveText('2/2', { timeout: 15_000 });
  await expect(lastReply(page)).toContainText('250 psi = 17.2369 bar');
  await expect(versions).toContainText(
    'The built-in engine gives the same answer each time; edit your question or its numbers to get a different one.',
  );
});
