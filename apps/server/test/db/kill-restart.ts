import { expect } from 'vitest';
import { listeningUrl, type ServerProcess } from '../helpers/process';

type Start = (env: Record<string, string>) => ServerProcess;

export interface Account {
  email: string;
  password: string;
  chatTitle: string;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

async function signIn(url: string, account: Account): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status, `sign-in of ${account.email}`).toBe(200);
  return String((await json(response)).access_token);
}

/** Signs up, takes the plan, and stores a chat with a message: committed before the answers come back. */
export async function createAccount(url: string, account: Account): Promise<void> {
  const signUp = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(signUp.status).toBe(200);
  const token = String((await json(signUp)).access_token);
  // A stored message needs the plan, as a sent one does.
  const grant = await fetch(`${url}/api/payments/grant-provisional-access`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(grant.status).toBe(200);
  const chat = await fetch(`${url}/api/history`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: account.chatTitle,
      messages: [{ role: 'user', content: `Kept through a crash: ${account.email}` }],
    }),
  });
  expect(chat.status).toBe(201);
}

export async function expectKept(url: string, account: Account): Promise<void> {
  const token = await signIn(url, account);
  const list = await fetch(`${url}/api/history/chats`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);
  const { chats } = (await list.json()) as { chats: { title: string; preview: string }[] };
  expect(chats).toEqual([
    expect.objectContaining({
      title: account.chatTitle,
      preview: `Kept through a crash: ${account.email}`.slice(0, 50),
    }),
  ]);
}

/**
 * `rounds` times: start a server on `dir`, check that every account of the earlier rounds is
 * there with its chat, add accounts, and kill the process with SIGKILL (no shutdown at all).
 * A last start checks them all once more.
 */
export async function killAndRestartKeepsRows(
  dir: string,
  rounds: number,
  start: Start,
): Promise<void> {
  const accounts: Account[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    // Every round signs in again to every earlier account, all from one address.
    const server = start({
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PASSWORD_PER_IP: '10000',
      RATE_LIMIT_SIGNUP_PER_IP: '10000',
    });
    const url = await listeningUrl(server);
    for (const account of accounts) await expectKept(url, account);
    if (round === rounds) {
      server.child.kill('SIGTERM');
      break;
    }
    for (let i = 0; i < 3; i += 1) {
      const account = {
        email: `crash-${round}-${i}-${Date.now()}@example.com`,
        password: 'crash-test-1',
        chatTitle: `Round ${round}, account ${i}`,
      };
      await createAccount(url, account);
      accounts.push(account);
    }
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}
