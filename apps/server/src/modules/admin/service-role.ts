import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Why an operator-key attempt was refused: no bearer token, or one that is not an operator's. */
export type RefusedKeyReason = 'no_key' | 'wrong_key';

/** The operator account a request was let in as (not set for the key or a service JWT). */
const operatorAccounts = new WeakMap<FastifyRequest, string>();

/** The id of the operator account that made the request, or null (the key, a service JWT). */
export function operatorAccountOf(request: FastifyRequest): string | null {
  return operatorAccounts.get(request) ?? null;
}

/**
 * The operator API's gate: `Authorization: Bearer <AUTH_SERVICE_ROLE_KEY>`, compared in constant
 * time, or — as Supabase Auth accepts — a JWT signed with the server's signing secret whose role
 * is `service_role` or `supabase_admin` (`isOperatorToken`), or the session of an account an
 * operator marked operator (`operatorAccount` answers its id; decision 051). No bearer token is
 * GoTrue's 401 `no_authorization`; any other token (a user's, the anon key, a wrong key) is its
 * 403 `not_admin`. Each refusal is told to `onRefused` (the audit log) before it is answered.
 */
export function serviceRoleGate(
  serviceRoleKey: string | undefined,
  isOperatorToken: (token: string) => Promise<boolean>,
  operatorAccount: (request: FastifyRequest) => Promise<string | null> = () =>
    Promise.resolve(null),
  onRefused: (request: FastifyRequest, reason: RefusedKeyReason) => Promise<void> = () =>
    Promise.resolve(),
) {
  const expected = serviceRoleKey === undefined ? undefined : digest(serviceRoleKey);
  return async (request: FastifyRequest): Promise<void> => {
    const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      await onRefused(request, 'no_key');
      throw new AppError('no_authorization', 'This endpoint requires a valid Bearer token');
    }
    if (expected !== undefined && timingSafeEqual(digest(match[1]), expected)) return;
    if (await isOperatorToken(match[1])) return;
    const account = await operatorAccount(request);
    if (account !== null) {
      operatorAccounts.set(request, account);
      return;
    }
    await onRefused(request, 'wrong_key');
    throw new AppError('not_admin', 'User not allowed');
  };
}
