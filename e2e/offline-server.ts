import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Playwright's test with its own server per worker running the built-in engine (no language
 * model), on the suite's port plus `portOffset` plus the worker's index: each journey file that
 * needs one takes an offset of its own, clear of the suite's model and EIA at +1 and +2.
 */
export function offlineTest(portOffset: number) {
  return base.extend<object, { offlineURL: string }>({
    offlineURL: [
      // Playwright reads a fixture's dependencies from its first parameter: this one has none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use, workerInfo) => {
        const suitePort = Number(new URL(workerInfo.project.use.baseURL ?? '').port);
        const port = suitePort + portOffset + workerInfo.parallelIndex;
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
}

/** The newest reply of the conversation on screen. */
export const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

/** Sends `text` and waits for its reply to complete; answers the reply. */
export async function ask(page: Page, text: string) {
  const replies = page.locator('[data-testid="chat-message"][data-role="assistant"]');
  const before = await replies.count();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await expect(replies).toHaveCount(before + 1);
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
  return lastReply(page);
}
