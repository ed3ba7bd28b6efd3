import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operator API's gate: `Authorization: Bearer <AUTH_SERVICE_ROLE_KEY>`, compared in constant
 * time. No bearer token is GoTrue's 401 `no_authorization`; any other token (a user's, the anon
 * key, a wrong key, or any key while none is configured) is its 403 `not_admin`.
 */
export function serviceRoleGate(serviceRoleKey: string | undefined) {
  const expected = serviceRoleKey === undefined ? undefined : digest(serviceRoleKey);
  return (request: FastifyRequest): Promise<void> => {
    const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      return Promise.reject(
        new AppError('no_authorization', 'This endpoint requires a valid Bearer token'),
      );
    }
    if (expected === undefined || !timingSafeEqual(digest(match[1]), expected)) {
      return Promise.reject(new AppError('not_admin', 'User not allowed'));
    }
    return Promise.resolve();
  };
}
