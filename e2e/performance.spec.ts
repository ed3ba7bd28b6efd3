import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpThroughForm, signUpWithStandardAccess } from './support';

/*
 * What each page fetches (decisions 037, 041): the landing page paints with React alone, without
 * the router, zod, the dialogs or supabase-js; a reply of plain sentences fetches no markdown
 * parser, one with math fetches KaTeX and one with code the highlighter with only its code's
 * grammars; and no page logs an error or breaks the CSP.
 */

const input = (page: Page) => page.getByTestId('chat-input');
const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

async function signInFromLanding(page: Page, email: string) {
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(PASSWORD);
  await page.getByTestId('auth-submit').click();
}

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

/** Scripts under `/assets/` the page requested, by chunk name, with when (ms after navigation). */
function scriptTimings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => ({
        name: /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(entry.name).pathname)?.[1],
        at: entry.startTime,
      }))
      .filter((script): script is { name: string; at: number } => script.name !== undefined),
  }));
}

test('the landing page paints with React alone; supabase-js and the router follow the paint', async ({
  page,
}) => {
  const problems = await watchProblems(page);
  await page.goto('/');
  await expect(page.getByTestId('auth-form')).toBeVisible();
  // Once painted, the auth client and the router (with the query cache) are fetched.
  // (A resource timing entry is written once its file has arrived.)
  const names = async () => (await scriptTimings(page)).scripts.map((script) => script.name);
  await expect.poll(names).toEqual(expect.arrayContaining(['supabase-js', 'router', 'app']));
  const { paint, scripts } = await scriptTimings(page);
  expect(paint).toBeGreaterThan(0);
  const beforePaint = scripts.filter((script) => script.at < paint).map((script) => script.name);
  expect(beforePaint.toSorted()).toEqual([
    'index',
    'landing-route',
    'react',
    'rolldown-runtime',
    'shell',
  ]);
  // The dialogs' code comes with the first dialog.
  expect(await names()).not.toContain('modal-dialog-panel');
  // Pointing at a dialog's button fetches the dialog and its text, so it opens complete.
  const terms = page.getByRole('button', { name: 'Terms of Service', exact: true });
  await terms.hover();
  await expect
    .poll(names)
    .toEqual(expect.arrayContaining(['modal-dialog-panel', 'terms-of-service']));
  await terms.click();
  await expect(page.getByTestId('terms-dialog')).toContainText('State of Texas');
  expect(problems).toEqual([]);
});

test('a landing chunk that cannot be fetched asks for a reload instead of a blank page', async ({
  page,
}) => {
  // As during a deploy: the page names a chunk the server it reaches cannot send.
  await page.route('**/assets/landing-route-*.js', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(
    page.getByText('The app could not load. Reload the page to continue.'),
  ).toBeVisible();
  await page.unroute('**/assets/landing-route-*.js');
  await page.reload();
  await expect(page.getByTestId('auth-form')).toBeVisible();
});

test('a follow-up form that cannot be fetched says so in the card', async ({ page }) => {
  await page.route('**/assets/forgot-password-form-*.js', (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This form could not load. Check your connection and reload the page.',
  );
  // The rest of the page carries on.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('signing in on the landing page opens /chat without loading the page again', async ({
  page,
  browser,
}) => {
  const email = await signUpThroughForm(page);
  const fresh = await browser.newPage();
  const problems = await watchProblems(fresh);
  await fresh.goto('/');
  await expect(fresh.getByTestId('auth-form')).toBeVisible();
  // A page load would lose this.
  await fresh.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await signInFromLanding(fresh, email);
  await expect(fresh).toHaveURL(/\/chat$/);
  await expect(fresh.getByTestId('user-email')).toHaveText(email);
  expect(await fresh.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  expect(problems).toEqual([]);
  await fresh.close();
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
  // Nor the landing page's sections and forms, nor the pages of e-mailed links.
  expect([...assets].filter((name) => /landing|form|email-link/.test(name))).toEqual([]);

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
