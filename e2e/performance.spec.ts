import { expect, test, type Page } from '@playwright/test';
import { signUpWithStandardAccess } from './support';

/*
 * What each page fetches (decision 037): the landing page paints without supabase-js; a reply of
 * plain sentences fetches no markdown parser, one with math fetches KaTeX and one with code the
 * highlighter with only its code's grammars; and no page logs an error or breaks the CSP.
 */

const input = (page: Page) => page.getByTestId('chat-input');
const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
}

/** Every file the page asked for under `/assets/`, by name without its hash (`katex.css`). */
function watchAssets(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/(.+)-[\w-]{8}\.(js|css)$/.exec(new URL(request.url()).pathname);
    if (match) names.add(`${match[1]}.${match[2]}`);
  });
  return names;
}

/** Console errors, uncaught exceptions and CSP violations (as events in the page). */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

test('the landing page paints before supabase-js is fetched, then fetches it', async ({ page }) => {
  const problems = await watchProblems(page);
  const fetched: { name: string; at: number }[] = [];
  page.on('request', (request) => {
    if (/\/assets\/supabase-js-[\w-]{8}\.js$/.test(request.url())) {
      fetched.push({ name: request.url(), at: Date.now() });
    }
  });
  await page.goto('/');
  await expect(page.getByTestId('auth-form')).toBeVisible();
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
  );
  expect(paint).toBeGreaterThan(0);
  // supabase-js follows the first paint.
  await expect.poll(() => fetched.length).toBe(1);
  // Its resource timing entry is written once it has arrived.
  const requestedAt = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/supabase-js-/.test(entry.name))?.startTime ?? -1,
    );
  await expect.poll(requestedAt).toBeGreaterThan(0);
  const requested = await requestedAt();
  expect(requested).toBeGreaterThanOrEqual(paint);
  expect(problems).toEqual([]);
});

test('landing and chat run without console errors or CSP violations', async ({ page }) => {
  const problems = await watchProblems(page);
  await signUpWithStandardAccess(page);
  // A reply with a heading, a table, code and math: every lazily fetched part runs.
  await send(page, 'What is the hydrostatic gradient of fresh water?');
  await expect(lastReply(page).locator('.katex').first()).toBeVisible();
  await expect(lastReply(page).locator('pre code .hljs-keyword').first()).toHaveText('def');
  await page.reload();
  await expect(lastReply(page).locator('.katex').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a plain reply fetches neither KaTeX nor the highlighter; math and code fetch theirs', async ({
  page,
}) => {
  await signUpWithStandardAccess(page);
  await send(page, 'numbered: a plain answer please');
  // A chat of plain sentences, opened afresh: no markdown parser, KaTeX or highlighter. (While a
  // reply streams the parser is fetched ahead, as its next piece may need it.)
  const assets = watchAssets(page);
  await page.reload();
  await expect(lastReply(page)).toContainText('Answer number');
  await expect(input(page)).toBeEnabled();
  expect([...assets].filter((name) => /markdown-content|katex|math|highlight/.test(name))).toEqual(
    [],
  );

  await send(page, 'money: what does the workover cost?');
  await expect(lastReply(page).locator('.katex')).toHaveCount(1);
  expect(assets.has('markdown-content.js')).toBe(true);
  expect(assets.has('katex.js')).toBe(true);
  expect(assets.has('katex.css')).toBe(true);
  expect([...assets].filter((name) => /highlight/.test(name))).toEqual([]);

  await send(page, 'a snippet to compute the rate');
  await expect(lastReply(page).locator('pre code .hljs-built_in')).toHaveText('print');
  expect(assets.has('code-highlighter.js')).toBe(true);
  expect(assets.has('python.js')).toBe(true);
  // Only the grammar the code uses.
  expect(assets.has('javascript.js')).toBe(false);
  expect(assets.has('sql.js')).toBe(false);
});
