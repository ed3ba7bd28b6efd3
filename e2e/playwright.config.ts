import { defineConfig, devices } from '@playwright/test';
import { E2E_SERVICE_ROLE_KEY } from './support';

/**
 * The journeys' ports: `E2E_PORT` (default 8181) for the app, the next two for the model and EIA,
 * the third for a second app in e-mail confirmation mode; a journey that starts a server of its own
 * takes one from `E2E_PORT + 5` to `E2E_PORT + 9`.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const MODEL_PORT = PORT + 1;
/** A local EIA (packages/test-support/src/fakes/eia-server.ts); journeys switch it with POST /control. */
const EIA_PORT = PORT + 2;
/** The app with AUTH_AUTOCONFIRM=false: sign-up waits for the mailed link. */
const CONFIRMATION_PORT = PORT + 3;
const EIA_KEY = 'e2e-eia-key';
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Journeys in Debian's Chromium against the compiled server and the built SPA (`npm run test:e2e`
 * builds both first). The embedded database lives in memory, so every run starts clean.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A journey's whole budget: generous, so a loaded machine slows it without failing it (each
  // step still waits at most the expect timeout).
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: [
    {
      command: `node --import tsx e2e/model-server.ts ${MODEL_PORT}`,
      cwd: '..',
      port: MODEL_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx packages/test-support/src/fakes/eia-server.ts ${EIA_PORT} ${EIA_KEY}`,
      cwd: '..',
      url: `http://127.0.0.1:${EIA_PORT}/control`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The compiled server, as `npm start` runs it (rebuilt first if its sources changed).
      command: 'node scripts/build.js --if-changed server && node apps/server/dist/index.js',
      cwd: '..',
      url: `${baseURL}/api/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATA_DIR: 'memory',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PASSWORD_PER_IP: '10000',
        RATE_LIMIT_PASSWORD_PER_EMAIL: '10000',
        RATE_LIMIT_SIGNUP_PER_IP: '10000',
        RATE_LIMIT_REFRESH_PER_IP: '10000',
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: `http://127.0.0.1:${MODEL_PORT}/v1`,
        LLM_MODEL: 'e2e-model',
        LLM_API_KEY: 'e2e-key',
        EIA_API_KEY: EIA_KEY,
        EIA_BASE_URL: `http://127.0.0.1:${EIA_PORT}`,
        // Short, so that a journey sees a failing source within seconds.
        WTI_CACHE_SECONDS: '2',
        // Mail goes to the embedded capture server; journeys read it at /dev/mail/messages.
        SMTP_URL: 'capture',
        AUTH_SITE_URL: baseURL,
        // The operator's key, for the operator console's journeys.
        AUTH_SERVICE_ROLE_KEY: E2E_SERVICE_ROLE_KEY,
      },
    },
    {
      // The same compiled server in e-mail confirmation mode.
      command: 'node scripts/build.js --if-changed server && node apps/server/dist/index.js',
      cwd: '..',
      url: `http://127.0.0.1:${CONFIRMATION_PORT}/api/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(CONFIRMATION_PORT),
        DATA_DIR: 'memory',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SIGNUP_PER_IP: '10000',
        AUTH_AUTOCONFIRM: 'false',
        SMTP_URL: 'capture',
        AUTH_SITE_URL: `http://127.0.0.1:${CONFIRMATION_PORT}`,
        // The operator's key, for invitations.
        AUTH_SERVICE_ROLE_KEY: E2E_SERVICE_ROLE_KEY,
      },
    },
  ],
});
