import {
  AdminDeleteUserRequestSchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserRequestSchema,
  UserIdParamsSchema,
} from '@petrosage/contracts/admin';
import {
  AuthErrorSchema,
  AuthUserSchema,
  FactorSchema,
  InviteRequestSchema,
} from '@petrosage/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteKit } from '../../lib/route-kit';
import type { OperatorContext, OperatorService } from './operator.service';
import { operatorAccountOf } from './service-role';

export const contextOf = (request: FastifyRequest): OperatorContext => ({
  ip: request.ip,
  operatorUserId: operatorAccountOf(request),
});

/**
 * GoTrue's paging headers: `X-Total-Count` and `Link` with the next and last pages, the query
 * sorted as Go encodes it (supabase-js reads the page number right after the first `=`).
 */
function pagingHeaders(
  reply: FastifyReply,
  request: FastifyRequest,
  paging: { total: number; page: number; perPage: number },
): void {
  const pages = Math.max(Math.ceil(paging.total / paging.perPage), 1);
  const [path = '', search = ''] = request.url.split('?');
  const link = (page: number) => {
    const query = new URLSearchParams(search);
    query.set('page', String(page));
    query.sort();
    return `<${path}?${query.toString()}>`;
  };
  const links = [
    ...(pages > paging.page ? [`${link(paging.page + 1)}; rel="next"`] : []),
    `${link(pages)}; rel="last"`,
  ];
  void reply.header('link', links.join(', ')).header('x-total-count', String(paging.total));
}

/** GoTrue's user administration (`auth.admin` in supabase-js), mounted at `/auth/v1`. */
export function adminUserRoutes<C>(
  routes: RouteKit<C>,
  { operator }: { operator: OperatorService },
): void {
  const error = { description: 'Error', schema: AuthErrorSchema };
  const denied = { 401: error, 403: error };

  routes.route({
    method: 'GET',
    url: '/admin/users',
    auth: 'service',
    tag: 'admin',
    summary: 'List accounts, newest first (paged: X-Total-Count and Link headers)',
    query: AdminUserListQuerySchema,
    queryDocs: {
      page: { description: 'Page number, from 1 (default 1)' },
      per_page: { description: 'Accounts per page, 1–1000 (default 50)' },
      filter: { description: 'Only e-mail addresses containing this text' },
    },
    responses: {
      200: { description: 'A page of accounts', schema: AdminUserListResponseSchema },
      400: error,
      ...denied,
    },
    handler: async ({ query, request, reply }) => {
      const page = await operator.listUsers(query, contextOf(request));
      pagingHeaders(reply, request, page);
      return { users: page.users, aud: 'authenticated' as const };
    },
  });

  routes.route({
    method: 'GET',
    url: '/admin/users/:userId',
    auth: 'service',
    tag: 'admin',
    summary: 'One account',
    params: UserIdParamsSchema,
    responses: { 200: { description: 'User', schema: AuthUserSchema }, ...denied, 404: error },
    handler: ({ params, request }) => operator.getUser(params.userId, contextOf(request)),
  });

  routes.route({
    method: 'POST',
    url: '/admin/users',
    auth: 'service',
    tag: 'admin',
    summary: 'Create an account (confirmed with email_confirm; banned with ban_duration)',
    body: AdminUserRequestSchema,
    responses: {
      200: { description: 'The new user', schema: AuthUserSchema },
      400: error,
      ...denied,
      422: error,
    },
    handler: ({ body, request }) => operator.createUser(body, contextOf(request)),
  });

  routes.route({
    method: 'POST',
    url: '/invite',
    auth: 'service',
    tag: 'admin',
    summary: 'Invite an address: creates the account and mails a link that signs it in',
    body: InviteRequestSchema,
    // supabase-js sends `options.redirectTo` as `redirect_to` in the query, as GoTrue reads it.
    query: z.object({ redirect_to: z.string().optional() }),
    queryDocs: {
      redirect_to: { description: "Where the link leads (an allowed URL; else the site's)" },
    },
    responses: {
      200: { description: 'The invited user, with invited_at', schema: AuthUserSchema },
      400: error,
      ...denied,
      422: error,
    },
    handler: ({ body, query, request }) =>
      operator.inviteUser(body, query.redirect_to, contextOf(request)),
  });

  routes.route({
    method: 'PUT',
    url: '/admin/users/:userId',
    auth: 'service',
    tag: 'admin',
    summary: 'Change an account: e-mail, password, confirmation, metadata, ban',
    params: UserIdParamsSchema,
    body: AdminUserRequestSchema,
    responses: {
      200: { description: 'The changed user', schema: AuthUserSchema },
      400: error,
      ...denied,
      404: error,
      422: error,
    },
    handler: ({ params, body, request }) =>
      operator.updateUser(params.userId, body, contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/users/:userId/factors',
    auth: 'service',
    tag: 'admin',
    summary: "An account's second factors",
    params: UserIdParamsSchema,
    responses: {
      200: { description: 'Factors', schema: z.array(FactorSchema) },
      ...denied,
      404: error,
    },
    handler: ({ params, request }) => operator.listFactors(params.userId, contextOf(request)),
  });

  routes.route({
    method: 'DELETE',
    url: '/admin/users/:userId/factors/:factorId',
    auth: 'service',
    tag: 'admin',
    summary: "Remove an account's second factor (a lost authenticator app)",
    params: z.object({ ...UserIdParamsSchema.shape, factorId: z.string() }),
    responses: {
      200: { description: 'The removed factor', schema: FactorSchema },
      ...denied,
      404: error,
    },
    handler: ({ params, request }) =>
      operator.deleteFactor(params.userId, params.factorId, contextOf(request)),
  });

  routes.route({
    method: 'DELETE',
    url: '/admin/users/:userId',
    auth: 'service',
    tag: 'admin',
    summary: 'Delete an account and everything it owns',
    params: UserIdParamsSchema,
    body: z.optional(AdminDeleteUserRequestSchema),
    responses: {
      200: { description: 'Deleted', schema: z.object({}) },
      400: error,
      ...denied,
      404: error,
    },
    handler: async ({ params, body, request }) => {
      await operator.deleteUser(
        params.userId,
        body?.should_soft_delete === true,
        contextOf(request),
      );
      return {};
    },
  });
}
