import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_SERVICE_ROLE_KEY, PASSWORD, uniqueEmail } from './support';

/** The app in e-mail confirmation mode (playwright.config.ts: E2E_PORT + 3). */
const CONFIRMATION_PORT = Number(process.env.E2E_PORT ?? 8181) + 3;

/** The mails the server sent to `email`, newest first, from the capture server's page. */
async function mailsTo(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<{ subject: string; text: string }[]> {
  const response = await request.get(`${origin}/dev/mail/messages?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** The link of the newest mail to `email` with this subject, once it has arrived. */
async function mailedLink(
  request: APIRequestContext,
  origin: string,
  email: string,
  subject: string,
): Promise<string> {
  let link = '';
  await expect(async () => {
    const mail = (await mailsTo(request, origin, email)).find((m) => m.subject === subject);
    link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return link;
}

async function passwordWorks(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    data: { email, password },
  });
  return response.status() === 200;
}

test('forgot password: the mailed link opens the reset page, and the new password signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail();
  const created = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(created.status()).toBe(200);

  await page.goto('/');
  await page.getByTestId('forgot-password-link').click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByTestId('forgot-password-email').fill(email);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(email);

  const link = await mailedLink(request, baseURL ?? '', email, 'Reset your PetroSage password');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(
    page.getByText('Use at least 8 characters, one letter, and one number'),
  ).toBeVisible();
  await page.getByTestId('reset-password-input').fill('Kelly-bushing-88');
  await page.getByTestId('reset-password-submit').click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);

  expect(await passwordWorks(request, email, 'Kelly-bushing-88')).toBe(true);
  expect(await passwordWorks(request, email, PASSWORD)).toBe(false);

  // The link works once: opened again, it says so.
  const again = await page.context().browser()?.newPage();
  if (!again) throw new Error('no browser');
  await again.goto(link);
  await expect(again.getByRole('alert')).toHaveText(
    'This link is invalid or has expired. Please ask for a new one.',
  );
  await again.close();
});

test('sign-up in confirmation mode: check your e-mail, resend waits, the link signs in', async ({
  page,
  request,
}) => {
  const origin = `http://127.0.0.1:${CONFIRMATION_PORT}`;
  const email = uniqueEmail();
  await page.goto(`${origin}/`);
  await page.getByTestId('header-get-started').click();
  await page.getByTestId('auth-full-name').fill('Casey Confirm');
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(PASSWORD);
  await page.getByTestId('auth-submit').click();

  const check = page.getByTestId('check-email');
  await expect(check).toContainText('Check your e-mail');
  await expect(check).toContainText(email);
  await expect(page.getByTestId('auth-success')).toContainText(
    'Account created successfully! Please check your email to verify your account.',
  );
  // A mail went a moment ago: the server asks to wait, and the wait is shown.
  await page.getByTestId('resend-confirmation').click();
  await expect(page.getByTestId('resend-wait')).toContainText('You can ask for another e-mail in');
  await expect(page.getByTestId('resend-confirmation')).toBeDisabled();

  const link = await mailedLink(request, origin, email, 'Confirm your PetroSage account');
  await page.goto(link);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);
});

test('an invitation: the operator invites, the mailed link signs in, the password is chosen', async ({
  page,
  request,
}) => {
  const origin = `http://127.0.0.1:${CONFIRMATION_PORT}`;
  const email = uniqueEmail();
  const invited = await request.post(`${origin}/auth/v1/invite`, {
    headers: { authorization: `Bearer ${E2E_SERVICE_ROLE_KEY}` },
    data: { email, data: { full_name: 'Ivy Invited' } },
  });
  expect(invited.status()).toBe(200);
  expect(((await invited.json()) as { invited_at?: string }).invited_at).toBeTruthy();

  // No redirect_to: the link leads to the site's root, which goes on to choose a password.
  const link = await mailedLink(request, origin, email, 'You are invited to PetroSage');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible();
  await expect(
    page.getByText('Use at least 8 characters, one letter, and one number'),
  ).toBeVisible();
  await page.getByTestId('reset-password-input').fill('Kelly-bushing-88');
  await page.getByTestId('reset-password-submit').click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);

  const signIn = await request.post(`${origin}/auth/v1/token?grant_type=password`, {
    data: { email, password: 'Kelly-bushing-88' },
  });
  expect(signIn.status()).toBe(200);
});
