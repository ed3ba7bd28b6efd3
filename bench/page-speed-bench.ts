import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { median, signUpBenchUser, startBenchApp } from './bench-app';

/**
 * (f) Page speed, as a visitor on a phone or a desktop sees it: Lighthouse (pinned in
 * package.json) on Debian's Chromium for `/` (signed out) and `/chat` (signed in, a chat of
 * plain-text replies), the median of three runs each; the JavaScript each page fetches,
 * gzipped; and how long a cold `/chat` takes until its composer takes input. Needs the built
 * web app (`npm run build`).
 */
export interface LighthouseFigures {
  /** Performance score, 0–1. */
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Every run's score, to show the spread. */
  runScores: number[];
}

export interface PageSpeedFigures {
  lighthouseVersion: string;
  mobile: { landing: LighthouseFigures; chat: LighthouseFigures };
  desktop: { landing: LighthouseFigures; chat: LighthouseFigures };
  /** JavaScript fetched (gzip bytes of each file, as the server sends it). */
  javascriptGzipBytes: {
    /** `/` signed out: the scripts requested before the first contentful paint. */
    landingBeforeFirstPaint: number;
    /** `/` signed out, once the page is idle (supabase-js follows the first paint). */
    landingLoaded: number;
    /** A cold signed-in `/chat/<id>` whose replies are plain text, once idle. */
    chatPlainReplies: number;
    /** The same chat: did it fetch KaTeX or the highlighter? (It should not.) */
    chatFetchedKatex: boolean;
    chatFetchedHighlighter: boolean;
    /** Chunks fetched only when a reply needs them. */
    katexChunk: number;
    highlighterChunk: number;
    /** The calculation card's chunk (decision 024): fetched with the first `calc` block. */
    calcCardChunk: number;
    /** Per file of the cold chat, largest first. */
    chatFiles: Record<string, number>;
  };
  /** Cold `/chat`, unthrottled: navigation start → the composer takes input (median of 5). */
  composerUsableMedianMs: number;
  composerUsableRunsMs: number[];
}

const RUNS = 3;
const COMPOSER_RUNS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST = new URL('../apps/web/dist/', import.meta.url);

/** The gzip size of a built file, as `/assets/…` sends it (its `.gz`, else gzipped here). */
function gzipBytes(pathname: string): number {
  const file = new URL(`.${pathname}`, DIST);
  const gz = new URL(`.${pathname}.gz`, DIST);
  if (existsSync(gz)) return readFileSync(gz).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function chunkGzipBytes(prefix: string): number {
  const name = readdirSync(new URL('assets/', DIST)).find(
    (file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'),
  );
  if (!name) throw new Error(`no ${prefix} chunk in apps/web/dist/assets`);
  return gzipBytes(`/assets/${name}`);
}

interface LighthouseRun {
  score: number;
  audits: Record<string, number>;
}

async function runLighthouse(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  keepStorage: boolean,
): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    audits: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      si: numeric('speed-index'),
    },
  };
}

/** One run; a run whose trace Chromium failed to record (NO_NAVSTART…) is run again. */
async function runWithRetry(run: () => Promise<LighthouseRun>): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (e: unknown) {
      if (attempt >= 3) throw e;
      console.error(`Lighthouse run again: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

async function medianLighthouse(run: () => Promise<LighthouseRun>): Promise<LighthouseFigures> {
  const runs: LighthouseRun[] = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await runWithRetry(run));
  const of = (key: string) => median(runs.map((r) => r.audits[key] ?? Number.NaN));
  console.error(`Lighthouse scores: ${runs.map((r) => r.score).join(', ')}`);
  return {
    score: median(runs.map((r) => r.score)),
    firstContentfulPaintMs: Math.round(of('fcp')),
    largestContentfulPaintMs: Math.round(of('lcp')),
    totalBlockingTimeMs: Math.round(of('tbt')),
    cumulativeLayoutShift: Number(of('cls').toFixed(3)),
    speedIndexMs: Math.round(of('si')),
    runScores: runs.map((r) => r.score),
  };
}

/** Scripts a fresh page fetched, by path, with when each was requested (ms after navigation). */
async function scriptsOf(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1_000);
  const entries = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { paint, scripts };
  });
  await page.close();
  return entries;
}

export async function benchPageSpeed(): Promise<PageSpeedFigures> {
  const { app, db, url } = await startBenchApp({ env: { DATABASE_URL: '' } });
  const { email, password, userId, headers } = await signUpBenchUser(url, 'speed');
  await fetch(`${url}/api/payments/grant-provisional-access`, { method: 'POST', headers });
  const chat = (
    (await (
      await fetch(`${url}/api/history`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'Plain replies' }),
      })
    ).json()) as { chat_id: string }
  ).chat_id;
  // A chat of plain-text replies: no math, no code.
  await db.query(
    `INSERT INTO messages (id, chat_id, user_id, role, content, status, created_at)
     SELECT 'msg_speed' || lpad(i::text, 6, '0'), $1, $2,
            CASE WHEN i % 2 = 1 THEN 'user' ELSE 'assistant' END,
            CASE WHEN i % 2 = 1 THEN 'What rate should well ' || i || ' hold at 450 psi drawdown?'
                 ELSE 'Hold well ' || i || ' near ' || (500 - i) || ' barrels a day. Watch the water cut weekly and step the rate down if it climbs.'
            END,
            'complete', now() - make_interval(secs => (40 - i))
     FROM generate_series(1, 20) AS i`,
    [chat, userId],
  );
  const chatUrl = `${url}/chat/${chat}`;

  const lighthouseVersion = (
    JSON.parse(
      readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
    ) as { version: string }
  ).version;

  // One browser profile that Playwright drives and Lighthouse reaches over the DevTools port.
  const port = 9_300 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(join(tmpdir(), 'petrosage-speed-'));
  const browserArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...browserArgs, `--remote-debugging-port=${port}`],
  });
  let figures: PageSpeedFigures;
  try {
    // Signed out first: Lighthouse resets the origin's storage (and cache) before each run.
    const mobileLanding = await medianLighthouse(() =>
      runLighthouse(`${url}/`, port, 'mobile', false),
    );
    const desktopLanding = await medianLighthouse(() =>
      runLighthouse(`${url}/`, port, 'desktop', false),
    );

    // Signed in through the page, as a user does; then only the cache is cleared before each run.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.getByTestId('auth-email').fill(email);
    await page.getByTestId('auth-password').fill(password);
    await page.getByTestId('auth-submit').click();
    await page.waitForURL(/\/chat/);
    await page.getByTestId('chat-input').waitFor();
    // A tab of the same site left open spoils Lighthouse's trace (NO_NAVSTART): this one waits
    // on a blank page, clearing the cache before each run.
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const chatRun = (formFactor: 'mobile' | 'desktop') => async () => {
      await cdp.send('Network.clearBrowserCache');
      return runLighthouse(chatUrl, port, formFactor, true);
    };
    const mobileChat = await medianLighthouse(chatRun('mobile'));
    const desktopChat = await medianLighthouse(chatRun('desktop'));
    const storageState = await context.storageState();
    await context.close();

    figures = await measureBytesAndComposer({
      url,
      chatUrl,
      storageState,
      browserArgs,
      lighthouse: {
        lighthouseVersion,
        mobile: { landing: mobileLanding, chat: mobileChat },
        desktop: { landing: desktopLanding, chat: desktopChat },
      },
    });
  } finally {
    await context.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
    await app.close();
  }
  return figures;
}

async function measureBytesAndComposer({
  url,
  chatUrl,
  storageState,
  browserArgs,
  lighthouse: lighthouseFigures,
}: {
  url: string;
  chatUrl: string;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  browserArgs: string[];
  lighthouse: Pick<PageSpeedFigures, 'lighthouseVersion' | 'mobile' | 'desktop'>;
}): Promise<PageSpeedFigures> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: browserArgs });
  try {
    const viewport = { width: 1280, height: 900 };
    const signedOut = await browser.newContext({ viewport });
    const landing = await scriptsOf(signedOut, `${url}/`);
    await signedOut.close();
    const sum = (paths: string[]) => paths.reduce((total, path) => total + gzipBytes(path), 0);
    const landingPaths = [...new Set(landing.scripts.map((script) => script.path))];
    const beforePaint = [
      ...new Set(
        landing.scripts
          .filter((script) => script.startTime < landing.paint)
          .map((script) => script.path),
      ),
    ];

    const signedIn = await browser.newContext({ viewport, storageState });
    const chat = await scriptsOf(signedIn, chatUrl);
    await signedIn.close();
    const chatPaths = [...new Set(chat.scripts.map((script) => script.path))];
    const chatFiles = Object.fromEntries(
      chatPaths
        .map((path) => [path.replace('/assets/', ''), gzipBytes(path)] as const)
        .sort((a, b) => b[1] - a[1]),
    );

    // Composer usable: timed inside the page, frame by frame, from navigation start.
    const composer: number[] = [];
    for (let run = 0; run < COMPOSER_RUNS; run += 1) {
      const cold = await browser.newContext({ viewport, storageState });
      await cold.addInitScript(`
        window.composerUsable = new Promise((resolve) => {
          const check = () => {
            const input = document.querySelector('[data-testid="chat-input"]');
            if (input && !input.disabled && input.getBoundingClientRect().height > 0) resolve(performance.now());
            else requestAnimationFrame(check);
          };
          check();
        });
      `);
      const page = await cold.newPage();
      await page.goto(chatUrl);
      composer.push(Number(await page.evaluate('window.composerUsable')));
      await cold.close();
    }

    return {
      ...lighthouseFigures,
      javascriptGzipBytes: {
        landingBeforeFirstPaint: sum(beforePaint),
        landingLoaded: sum(landingPaths),
        chatPlainReplies: sum(chatPaths),
        chatFetchedKatex: chatPaths.some((path) => /\/katex-/.test(path)),
        chatFetchedHighlighter: chatPaths.some((path) => /\/code-highlighter-/.test(path)),
        katexChunk: chunkGzipBytes('katex'),
        highlighterChunk: chunkGzipBytes('code-highlighter'),
        calcCardChunk: chunkGzipBytes('calc-card-view'),
        chatFiles,
      },
      composerUsableMedianMs: Math.round(median(composer)),
      composerUsableRunsMs: composer.map((ms) => Math.round(ms)),
    };
  } finally {
    await browser.close();
  }
}
