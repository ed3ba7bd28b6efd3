// The server code below runs in Node, not in jsdom.
/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import {
  EIA_SAMPLE_ROWS,
  startEiaFake,
  type EiaFake,
} from '@petrosage/test-support/fakes/eia-server';
import { textStream, type FakeReply } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import {
  startServer,
  storeConversation,
  type Database,
  type Env,
  type TestServer,
} from '@petrosage/server/testing';
import { scriptedReplyPieces } from './scripted-model';

/*
 * Vitest global setup for the web project: starts the real PetroSage server (Fastify + PGlite in
 * memory, through the server suite's own helper) in the Node process that runs Vitest, once per
 * run, in the few configurations the web tests need. jsdom tests reach the servers over HTTP
 * with the genuine supabase-js client; they get the addresses from `inject('authServers')`.
 */

/** Configurations besides the defaults ("standard": sign-up confirms at once, with a session). */
const VARIANTS = {
  /** E-mail confirmation on: sign-up answers with a bare user and no session. */
  confirmation: { AUTH_AUTOCONFIRM: 'false' },
  /** Account creation switched off. */
  signupDisabled: { AUTH_DISABLE_SIGNUP: 'true' },
  /** Two password attempts per e-mail per window; a test uses its own fresh e-mail. */
  passwordLimited: { RATE_LIMIT_PASSWORD_PER_EMAIL: '2' },
  /** Referral rewards earned as soon as the referred account pays (no refund-window hold). */
  rewardsAtOnce: { REFERRAL_REWARD_HOLD_DAYS: '0' },
  /** Another password rule: 12 characters with a lower-case and an upper-case letter and a digit. */
  strictPasswords: {
    AUTH_PASSWORD_MIN_LENGTH: '12',
    AUTH_PASSWORD_REQUIRED_CHARACTERS:
      'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  },
} satisfies Record<string, Partial<Env>>;

/**
 * "scripted": the real server with its OpenAI-compatible provider pointed at a local fake model
 * (outside the product, docs/product.md §14) whose replies the test chooses through its message; see
 * `scripted-model.ts`. "market": the real server with an EIA key, EIA played by a local server
 * answering with `EIA_SAMPLE_ROWS` (91.06 on 2026-04-20, up 1.25 %).
 */
export type AuthServerName = 'standard' | 'scripted' | 'market' | keyof typeof VARIANTS;

export interface AuthServerAddress {
  url: string;
  anonKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    authServers: Record<AuthServerName, AuthServerAddress>;
    /** `POST` a {@link SeedChatRequest} here to store a past conversation (see `seedChat`). */
    seedUrl: string;
  }
}

/** A past conversation stored straight into the shared database, as if it had happened. */
export interface SeedChatRequest {
  userId: string;
  title: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
}

/**
 * A fixture server for the jsdom tests: a client may store only its own messages (Sage's
 * replies come from the prompt pipeline), so conversations with replies are written to the
 * database directly, through the server's own repository functions (`storeConversation`).
 */
async function startSeedServer(db: Database): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeedChatRequest;
      storeConversation(db, seed).then(
        (chatId) =>
          response
            .writeHead(201, { 'content-type': 'application/json' })
            .end(JSON.stringify({ chat_id: chatId })),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const addressOf = ({ url, anonKey }: TestServer): AuthServerAddress => ({ url, anonKey });

/** The fake model's answer to the last user message of a request. */
function scriptedReply(request: { messages: { role: string; content: string }[] }): FakeReply {
  const question = request.messages.filter((message) => message.role === 'user').at(-1)?.content;
  const { pieces, delayMs } = scriptedReplyPieces(question ?? '');
  return textStream(...pieces.map((text, index) => (index === 0 ? text : { text, delayMs })));
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const standard = await startServer();
  const servers: TestServer[] = [standard];
  let model: OpenAiFake | undefined;
  let eia: EiaFake | undefined;
  let seeds: Server | undefined;
  const closeAll = async () => {
    if (seeds) await new Promise((resolve) => seeds?.close(resolve));
    // The standard server goes last: closing it closes the database the others share.
    for (const server of servers.splice(0).reverse()) await server.close();
    await model?.close();
    await eia?.close();
  };

  try {
    // Every variant shares the standard server's database (tests use fresh e-mails, so they
    // never collide): a PGlite instance takes about a second to start, a server on it a few ms.
    const shared: Database = { ...standard.db, close: () => Promise.resolve() };
    const start = async (overrides: Partial<Env>) => {
      const server = await startServer(overrides, shared);
      servers.push(server);
      return addressOf(server);
    };
    seeds = await startSeedServer(standard.db);
    project.provide('seedUrl', `http://127.0.0.1:${(seeds.address() as AddressInfo).port}`);
    model = await startOpenAiFake({ defaultReply: scriptedReply });
    eia = await startEiaFake({ rows: EIA_SAMPLE_ROWS });
    project.provide('authServers', {
      standard: addressOf(standard),
      confirmation: await start(VARIANTS.confirmation),
      signupDisabled: await start(VARIANTS.signupDisabled),
      passwordLimited: await start(VARIANTS.passwordLimited),
      rewardsAtOnce: await start(VARIANTS.rewardsAtOnce),
      strictPasswords: await start(VARIANTS.strictPasswords),
      scripted: await start({
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: model.url,
        LLM_MODEL: 'scripted-model',
        LLM_API_KEY: 'test-key',
        LLM_TIMEOUT_MS: '10000',
      }),
      market: await start({ EIA_API_KEY: eia.apiKey, EIA_BASE_URL: eia.url }),
    });
  } catch (error) {
    await closeAll();
    throw error;
  }
  return closeAll;
}
