import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  accessTokenOf,
  E2E_SERVICE_ROLE_KEY,
  PASSWORD,
  signInThroughForm,
  signUpThroughForm,
  uniqueEmail,
} from './support';

/*
 * The operator console at /admin (decision 051): an operator with the key finds a user, grants
 * Standard, bans them, voids a pending referral reward and reads each action in the audit log,
 * on a 375 px wide screen, then marks an account operator, whose own sign-in opens the console; a
 * normal user gets the key form and a 403, never the console's code.
 */

const operator = { authorization: `Bearer ${E2E_SERVICE_ROLE_KEY}` };

/** Every script the page asked for under `/assets/`, by chunk name without its hash. */
function watchChunks(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.add(match[1]);
  });
  return names;
}

/** The page fits the screen's width, and an axe scan finds nothing serious. */
async function fitsAndPassesAxe(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

/** A confirmed account made with the operator API; answers its id. */
async function createAccount(request: APIRequestContext, email: string): Promise<string> {
  const created = await request.post('/auth/v1/admin/users', {
    headers: operator,
    data: { email, password: PASSWORD, email_confirm: true },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { id: string }).id;
}

/** The anon key the page is given, which auth calls carry as `apikey`. */
async function anonKey(request: APIRequestContext): Promise<string> {
  const script = await (await request.get('/config.js')).text();
  return /"supabaseAnonKey":"([^"]+)"/.exec(script)?.[1] ?? '';
}

/** Signs in with a password through the auth API; answers the access token. */
async function passwordToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: await anonKey(request) },
    data: { email, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A referrer and a referred account that paid for Standard: a pending referral reward. */
async function pendingReward(request: APIRequestContext, baseURL: string) {
  const referrer = uniqueEmail();
  await createAccount(request, referrer);
  const referrerToken = await passwordToken(request, referrer);
  const code = await request.post('/api/referrals/generate-code', {
    headers: { authorization: `Bearer ${referrerToken}` },
  });
  const { referral_code } = (await code.json()) as { referral_code: string };
  const referred = uniqueEmail();
  const signup = await request.post('/api/referrals/signup', {
    data: { email: referred, password: PASSWORD, referral_code },
  });
  expect(signup.status()).toBe(200);
  const token = await passwordToken(request, referred);
  const session = await request.post('/api/payments/create-checkout-session', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      plan_id: 'standard',
      success_url: `${baseURL}/chat?payment=success`,
      cancel_url: `${baseURL}/chat?payment=cancelled`,
    },
  });
  expect(session.status()).toBe(200);
  const { checkout_url } = (await session.json()) as { checkout_url: string };
  const paid = await request.post(checkout_url, {
    form: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { referrer, referred };
}

test.describe('an operator at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('finds a user, grants Standard, bans them, voids a reward, and reads it all in the audit log', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail();
    const userId = await createAccount(request, email);
    const { referred } = await pendingReward(request, baseURL ?? '');

    await page.goto('/admin');
    await page.getByLabel('Operator key').fill(E2E_SERVICE_ROLE_KEY);
    await page.getByRole('button', { name: 'Open the console' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    // Find the user by e-mail and open them.
    await page.getByLabel('E-mail contains').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Users 1–1 of 1' })).toBeVisible();
    await page.getByRole('link', { name: email }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/accounts/${userId}$`));
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();

    // Grant Standard: the subscription card shows it.
    const card = page.getByTestId('operator-subscription-card');
    await expect(card.getByTestId('operator-subscription-plan')).toHaveText(
      'Free (no Standard access)',
    );
    await card.getByLabel('Days').fill('30');
    await card.getByRole('button', { name: 'Grant Standard' }).click();
    await expect(card.getByText('Standard granted for 30 days.')).toBeVisible();
    await expect(card.getByTestId('operator-subscription-plan')).toHaveText('Standard');
    await expect(card.getByTestId('operator-grant-until')).not.toHaveText('None');

    // Nothing wider than the screen; nothing serious for assistive technology.
    await fitsAndPassesAxe(page);

    // Ban: their sign-in is refused.
    const actions = page.getByRole('region', { name: 'Account actions' });
    await actions.getByLabel('Ban for').selectOption({ label: '1 day' });
    await actions.getByRole('button', { name: 'Ban' }).click();
    await expect(actions.getByRole('button', { name: 'Unban' })).toBeVisible();
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await signInThroughForm(theirPage, email);
    await expect(theirPage.getByTestId('auth-error')).toBeVisible();
    await expect(theirPage).not.toHaveURL(/\/chat/);
    await theirs.close();

    // Void the pending reward, by keyboard.
    await page.getByRole('link', { name: 'Referral rewards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Referral rewards' })).toBeVisible();
    await page.getByRole('button', { name: `Void the reward for ${referred}` }).press('Enter');
    await page.getByLabel('Reason for voiding').fill('Payment refunded');
    await page.getByLabel('Reason for voiding').press('Enter');
    await expect(page.getByText(`Reward for ${referred} voided.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Void the reward for ${referred}` })).toHaveCount(
      0,
    );
    await page.getByRole('radio', { name: 'Void' }).check();
    await expect(
      page.getByTestId('operator-reward-row').filter({ hasText: referred }),
    ).toContainText('void: Payment refunded');

    // The audit log shows each action.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const rows = page.getByTestId('operator-audit-row');
    await expect(rows.filter({ hasText: 'standard_access.granted' }).first()).toContainText(
      'days=30',
    );
    await expect(rows.filter({ hasText: 'user.updated' }).first()).toContainText(
      'ban_duration=24h',
    );
    await expect(rows.filter({ hasText: 'referral_reward.voided' }).first()).toContainText(
      'reason=Payment refunded',
    );
    await expect(rows.filter({ hasText: 'console.opened' }).first()).toBeVisible();

    // Every other screen fits the phone too.
    for (const [link, heading] of [
      ['Audit log', 'Audit log'],
      ['Users', 'Users'],
      ['Subscriptions', 'Subscriptions and revenue'],
      ['Usage', 'Usage'],
      ['Mails', 'Recent mails'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: link })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await fitsAndPassesAxe(page);
    }
  });
});

test('a normal user gets no console, and its code is never fetched', async ({ page }) => {
  const chunks = watchChunks(page);
  await signUpThroughForm(page);
  const token = await accessTokenOf(page);
  expect([...chunks].filter((name) => name.startsWith('operator'))).toEqual([]);

  // The operator API refuses them.
  const refused = await page.request.get('/api/admin/session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);

  await page.goto('/admin');
  // Signed in, but not marked operator: their own sign-in opens nothing.
  await expect(page.getByRole('alert')).toContainText('is not an operator (403)');
  await page.getByLabel('Operator key').fill(token);
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByRole('alert')).toContainText('does not open the console (403)');
  await page.reload();
  await expect(page.getByLabel('Operator key')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  expect(chunks.has('operator-console-route')).toBe(false);
});

test('an account an operator marked operator opens the console with its own sign-in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const userId = await createAccount(request, email);
  const marked = await request.put(`/api/admin/users/${userId}/operator`, {
    headers: operator,
    data: { operator: true },
  });
  expect(marked.status()).toBe(200);
  const chunks = watchChunks(page);

  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto('/admin');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  expect(chunks.has('operator-console-route')).toBe(true);

  // What it does is signed with its id in the audit log.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(
    page.getByTestId('operator-audit-row').filter({ hasText: 'console.opened' }).first(),
  ).toContainText(`by=${userId}`);
});
