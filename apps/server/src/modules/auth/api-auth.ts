import type { FastifyRequest } from 'fastify';
import type { AuthService, ClientContext } from './auth.service';
import { AppError } from '../../lib/errors';

/** The signed-in caller of a product API route, or a 401 the web app maps to its auth error. */
export async function requireApiUser(auth: AuthService, request: FastifyRequest): Promise<string> {
  const caller = await auth.identify(request.headers.authorization);
  switch (caller.kind) {
    case 'user':
      if (caller.needsSecondFactor) throw secondFactorRequired();
      return caller.userId;
    case 'anonymous':
      throw new AppError('no_authorization', 'Authentication required');
    case 'invalid':
      if (caller.reason === 'banned') {
        throw new AppError('no_authorization', 'This account is suspended.');
      }
      throw new AppError(
        'no_authorization',
        'Your session has expired or ended. Please sign in again.',
      );
  }
}

/** Who is calling, for rate limits and the session record: the address and the user agent. */
export function clientOf(request: FastifyRequest): ClientContext {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}

/**
 * An account with a verified second factor uses the product only from a session that verified
 * it (aal2); a password alone gets this 403.
 */
export function secondFactorRequired(): AppError {
  return new AppError(
    'insufficient_aal',
    'Two-factor verification required: enter the code from your authenticator app',
  );
}
