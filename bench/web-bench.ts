import { chromium } from '@playwright/test';
import { median, signUpBenchUser, startBenchApp } from './bench-app';

/**
 * (d) Opening a 1,000-message chat in headless Chromium: time until its newest message is on
 * screen, and the number of DOM nodes then. Needs the built web app (`npm run build`).
 */
export interface WebFigures {
  messages: number;
  /** Clicking the chat in the sidebar of the loaded app → newest message visible. */
  openFromSidebarMedianMs: number;
  /** Every run, to show the spread. */
  openFromSidebarRunsMs: number[];
  /** Clicking the chat again after another one (its replies were rendered before). */
  backToChatMedianMs: number;
  backToChatRunsMs: number[];
  /** A cold load of `/chat/<id>` (navigation start → newest message visible). */
  coldLoadMedianMs: number;
  domNodes: number;
}

const MESSAGES = 1_000;
const RUNS = 7;

export async function benchWeb(): Promise<WebFigures> {
  // The web app's own process: no DATABASE_URL, whatever the environment says.
  const { app, db, url } = await startBenchApp({ env: { DATABASE_URL: '' } });

  const { email, password, userId, headers } = await signUpBenchUser(url, 'bench');
  const createChat = async (title: string) =>
    (
      (await (
        await fetch(`${url}/api/history`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title }),
        })
      ).json()) as {
        chat_id: string;
      }
    ).chat_id;
  // A subscriber, as the people who open long chats are (else the paywall would cover the app).
  await fetch(`${url}/api/payments/grant-provisional-access`, { method: 'POST', headers });
  const bigChat = await createChat('Thousand messages');
  // Realistic content: questions, and markdown answers with lists, a table and code.
  await db.query(
    `INSERT INTO messages (id, chat_id, user_id, role, content, status, created_at)
     SELECT 'msg_bench' || lpad(i::text, 12, '0'), $1, $2,
            CASE WHEN i % 2 = 1 THEN 'user' ELSE 'assistant' END,
            CASE WHEN i % 2 = 1 THEN 'Question ' || i || ': what rate should well ' || i || ' hold at 450 psi?'
                 ELSE E'**Answer ' || i || E'**\\n\\n- Rate: ' || (500 - i % 300) || E' bbl/d\\n- Drawdown: 450 psi\\n\\n| Step | Value |\\n|---|---|\\n| PI | 1.1 |\\n\\n\`q = PI × Δp\`'
            END,
            'complete', now() - make_interval(secs => ($3 - i))
     FROM generate_series(1, $3) AS i`,
    [bigChat, userId, MESSAGES],
  );
  await db.query("UPDATE chats SET updated_at = now() - interval '1 hour' WHERE id = $1", [
    bigChat,
  ]);
  const smallChat = await createChat('Small chat');
  const newest = `Answer ${MESSAGES}`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-submit').click();
  await page.getByTestId('chat-list-item').nth(1).waitFor();

  // Timed inside the page, frame by frame, so the figure is not the test driver's polling interval.
  // (A string: the page runs it as written, untouched by the TypeScript loader.)
  await page.addInitScript(`
    window.newestOnScreen = (text) => new Promise((resolve) => {
      const check = () => {
        const list = document.querySelector('[data-testid="message-list"]');
        const hit = list && [...list.querySelectorAll('strong')].find((node) => node.textContent === text);
        const box = hit && hit.getBoundingClientRect();
        const view = list && list.getBoundingClientRect();
        if (box && box.height > 0 && box.top >= view.top && box.top < view.bottom) resolve(performance.now());
        else requestAnimationFrame(check);
      };
      check();
    });
    window.openChatTimed = (chatId, text) => {
      const row = document.querySelector('[data-testid="chat-list-item"][data-chat-id="' + chatId + '"] [data-testid="chat-list-select"]');
      const started = performance.now();
      const shown = window.newestOnScreen(text);
      row.click();
      return shown.then((at) => at - started);
    };
  `);

  const fromSidebar: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${url}/chat/new`);
    await page.getByTestId('chat-list-item').nth(1).waitFor();
    // A loaded, idle app: the user reads the sidebar before choosing a chat.
    await page.waitForTimeout(1_000);
    fromSidebar.push(
      Number(
        await page.evaluate(
          `window.openChatTimed(${JSON.stringify(bigChat)}, ${JSON.stringify(newest)})`,
        ),
      ),
    );
  }

  // The page has the big chat open: go to the small one, then back.
  const backToChat: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page
      .locator(
        `[data-testid="chat-list-item"][data-chat-id="${smallChat}"] [data-testid="chat-list-select"]`,
      )
      .click();
    await page.getByText('Ready to help!').waitFor();
    await page.waitForTimeout(500);
    backToChat.push(
      Number(
        await page.evaluate(
          `window.openChatTimed(${JSON.stringify(bigChat)}, ${JSON.stringify(newest)})`,
        ),
      ),
    );
  }

  const cold: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${url}/chat/${bigChat}`);
    cold.push(Number(await page.evaluate(`window.newestOnScreen(${JSON.stringify(newest)})`)));
  }
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await browser.close();
  await app.close();
  return {
    messages: MESSAGES,
    openFromSidebarMedianMs: Math.round(median(fromSidebar)),
    openFromSidebarRunsMs: fromSidebar.map((ms) => Math.round(ms)),
    backToChatMedianMs: Math.round(median(backToChat)),
    backToChatRunsMs: backToChat.map((ms) => Math.round(ms)),
    coldLoadMedianMs: Math.round(median(cold)),
    domNodes,
  };
}
