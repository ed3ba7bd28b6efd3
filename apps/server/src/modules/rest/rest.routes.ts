import { PROFILE_TEXT_LIMITS, profileTextLength } from '@petrosage/contracts/profiles';
import { PostgrestErrorSchema, UserProfileRowSchema } from '@petrosage/contracts/rest';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { RouteKit } from '../../lib/route-kit';
import type { AuthService } from '../auth/auth.service';
import type { ProfileRow, ProfileRowChanges, ProfileService } from '../profiles/profiles.service';
import { checkColumnValue, parseRowQuery } from './postgrest-query';

export interface RestRoutesOptions {
  profiles: ProfileService;
}

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

/** The caller's user id, with PostgREST's errors for a missing, bad or expired token. */
export async function requirePostgrestUser(
  auth: AuthService,
  request: FastifyRequest,
): Promise<string> {
  const caller = await auth.identify(request.headers.authorization);
  switch (caller.kind) {
    case 'user':
      // An account with a verified second factor reads its data only at aal2.
      if (caller.needsSecondFactor) {
        throw new AppError('42501', 'permission denied for table user_profiles', { status: 403 });
      }
      return caller.userId;
    case 'anonymous':
      throw new AppError('42501', 'permission denied for table user_profiles');
    case 'invalid':
      if (caller.reason === 'expired') {
        throw new AppError('PGRST303', 'JWT expired', {
          headers: {
            'www-authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
          },
        });
      }
      throw new AppError(
        'PGRST301',
        caller.reason === 'session_ended' ? 'JWT session has ended' : caller.message,
      );
  }
}

function preferences(request: FastifyRequest): Set<string> {
  const header = request.headers.prefer;
  const values = Array.isArray(header) ? header.join(',') : (header ?? '');
  return new Set(
    values
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
}

function wantsObject(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(OBJECT_MEDIA_TYPE);
}

function contentRange(rows: number, total?: number): string {
  return `${rows === 0 ? '*' : `0-${rows - 1}`}/${total ?? '*'}`;
}

/** Answers rows as PostgREST does: an array, or one object when `.single()` asked for it. */
function sendRows(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: ProfileRow[],
  status: number,
): FastifyReply {
  const serialised = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        value instanceof Date ? value.toISOString() : value,
      ]),
    ),
  );
  const total = preferences(request).has('count=exact') ? rows.length : undefined;
  void reply.code(status).header('content-range', contentRange(rows.length, total));
  if (wantsObject(request)) {
    return reply.header('content-type', `${OBJECT_MEDIA_TYPE}; charset=utf-8`).send(serialised[0]);
  }
  return reply.send(serialised);
}

function assertSingular(request: FastifyRequest, rows: ProfileRow[]): void {
  if (wantsObject(request) && rows.length !== 1) {
    throw new AppError('PGRST116', 'Cannot coerce the result to a single JSON object', {
      details: `The result contains ${rows.length} rows`,
    });
  }
}

function parseChanges(body: unknown): ProfileRowChanges {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('PGRST102', 'Empty or invalid json');
  }
  const changes: ProfileRowChanges = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    switch (key) {
      case 'id':
        throw new AppError('42501', 'permission denied for column id of table user_profiles', {
          status: 403,
        });
      case 'display_name':
      case 'company': {
        if (value !== null && typeof value !== 'string') {
          throw new AppError('22P02', `${key} must be text or null`);
        }
        const limit = PROFILE_TEXT_LIMITS[key];
        if (typeof value === 'string' && profileTextLength(value) > limit) {
          throw new AppError('22001', `value too long for type character varying(${limit})`, {
            details: `${key} is limited to ${limit} characters`,
          });
        }
        changes[key] = value;
        break;
      }
      case 'updated_at':
        if (typeof value !== 'string') {
          throw new AppError('22007', 'updated_at must be a timestamp with time zone');
        }
        checkColumnValue('updated_at', value);
        changes.updated_at = value;
        break;
      default:
        throw new AppError(
          'PGRST204',
          `Could not find the '${key}' column of 'user_profiles' in the schema cache`,
        );
    }
  }
  return changes;
}

/** PostgREST-compatible data API for `user_profiles`, mounted at `/rest/v1`. */
export function restRoutes(routes: RouteKit, { profiles }: RestRoutesOptions): void {
  const error = { description: 'Error', schema: PostgrestErrorSchema };
  const table = {
    auth: 'user',
    tag: 'data',
    // PostgREST's filters (`id=eq.…`, `select=…`), read by `parseRowQuery`.
    query: z.record(z.string(), z.unknown()),
    queryDocs: {
      id: { description: 'eq.<uuid> — the caller only ever sees their own row' },
      select: { description: 'Comma-separated columns (default *)' },
    },
  } as const;

  routes.route({
    ...table,
    method: 'GET',
    url: '/user_profiles',
    summary: "Read the caller's profile row",
    responses: {
      200: { description: 'Rows', schema: z.array(UserProfileRowSchema) },
      401: error,
      406: error,
    },
    handler: async ({ userId, query, request, reply }) => {
      const rows = await profiles.selectRows(userId, parseRowQuery(query));
      assertSingular(request, rows);
      return sendRows(request, reply, rows, 200);
    },
  });

  routes.route({
    ...table,
    method: 'PATCH',
    url: '/user_profiles',
    summary: "Change the caller's display name or company",
    // PostgREST's own errors for the body: validated by `parseChanges`.
    bodyDocs: z
      .object(UserProfileRowSchema.shape)
      .pick({
        display_name: true,
        company: true,
        updated_at: true,
      })
      .partial(),
    responses: {
      200: {
        description: 'Rows (Prefer: return=representation)',
        schema: z.array(UserProfileRowSchema),
      },
      204: { description: 'Updated' },
      400: error,
      401: error,
      406: error,
    },
    handler: async ({ userId, query, request, reply }) => {
      const filters = parseRowQuery(query);
      const changes = parseChanges(request.body);
      // A failed `.single()` rolls the update back, as in PostgREST.
      const rows = await profiles.updateRows(userId, filters, changes, (updated) =>
        assertSingular(request, updated),
      );
      if (preferences(request).has('return=representation'))
        return sendRows(request, reply, rows, 200);
      return reply.code(204).header('content-range', contentRange(rows.length)).send();
    },
  });

  // A profile row comes and goes with its account: inserting or deleting one is not allowed.
  for (const method of ['POST', 'DELETE'] as const) {
    routes.route({
      ...table,
      method,
      url: '/user_profiles',
      summary: 'Not allowed: the row is created and deleted with the account',
      responses: { 401: error, 403: error },
      handler: () => {
        throw new AppError('42501', 'permission denied for table user_profiles', { status: 403 });
      },
    });
  }
}
