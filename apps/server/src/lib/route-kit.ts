import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
  RouteShorthandOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors';

/**
 * Routes declared once: method, path, who may call, the zod schemas of params, query and body,
 * and the documented responses. From that one declaration the kit registers the Fastify route
 * (validation through the zod type provider), runs authentication before the handler, hands the
 * handler typed input, and records its documentation in the route's config, from which the OpenAPI
 * document is written (`plugins/openapi.ts`). A route cannot be registered without an auth choice
 * or documentation.
 */

/**
 * Who may call a route: a signed-in user (Bearer access token), an operator (Bearer service-role
 * key), or anyone.
 */
export type RouteAuth = 'user' | 'service' | 'none';

/** Where input failed its schema. */
export type InputPart = 'params' | 'query' | 'body';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's entry in the OpenAPI document, as its declaration gives it. */
export interface RouteDoc {
  summary: string;
  tag: string;
  params?: z.core.$ZodType;
  /** Query parameters, each documented as a string. */
  query?: Record<string, { description: string; required?: boolean }>;
  body?: z.core.$ZodType;
  responses: Record<number, { description: string; schema?: z.core.$ZodType }>;
}
type Out<T> = T extends z.core.$ZodType ? z.output<T> : undefined;

/** What a handler receives: the caller and the validated input. */
export interface RouteInput<A extends RouteAuth, P, Q, B, C = string> {
  /** The signed-in caller's id on `auth: 'user'` routes. */
  userId: A extends 'user' ? string : undefined;
  /** The signed-in caller as the surface's authenticator returned it (its session, say). */
  caller: A extends 'user' ? C : undefined;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDeclaration<
  A extends RouteAuth,
  P extends z.core.$ZodType | undefined,
  Q extends z.core.$ZodType | undefined,
  B extends z.core.$ZodType | undefined,
  C = string,
> {
  method: Method;
  /** Fastify's form within the scope's prefix: `/history/:chatId`. */
  url: string;
  auth: A;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The body as documented when the handler validates it itself (its schema depends on the
   * query, as `grant_type` chooses a token request's).
   */
  bodyDocs?: z.core.$ZodType;
  /** Query parameters as documented (the query schema validates them). */
  queryDocs?: RouteDoc['query'];
  responses: RouteDoc['responses'];
  /** Fastify options beyond the schema: a body limit, a content-type parser scope. */
  options?: Pick<RouteShorthandOptions, 'bodyLimit'>;
  /**
   * A path parameter that fails its schema names nothing the caller has: answered 404 with this
   * message (`Chat not found`), like an id that matches nothing.
   */
  paramsNotFound?: string;
  handler(input: RouteInput<A, P, Q, B, C>): unknown;
}

export interface RouteKitOptions<C> {
  /** The signed-in caller, or the surface's own 401 error. */
  authenticate(request: FastifyRequest): Promise<C>;
  /**
   * Resolves when the request carries the service-role key, else throws the surface's 401/403.
   * A kit without it cannot declare `auth: 'service'` routes.
   */
  authenticateService?: (request: FastifyRequest) => Promise<void>;
  /** The caller's user id. */
  userIdOf(caller: C): string;
  /** The surface's answer to input that fails its schema. */
  invalid(part: InputPart, detail: string): AppError;
}

/**
 * What the kit puts in a route's Fastify `config`: the route walk looks for it, the OpenAPI
 * document is written from it. `path` is the documented one, with the scope's prefix:
 * `/api/history/{chatId}`.
 */
export interface DeclaredRoute {
  declared: { auth: RouteAuth; path: string; doc: RouteDoc };
}

/** A route as Fastify registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  declared: DeclaredRoute['declared'] | undefined;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on `app` from now on, in any scope, for {@link routesOf}: the
 * route walk checks that each was declared through a kit.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as Partial<DeclaredRoute> | undefined;
    for (const method of methods) {
      routes.push({ method, url: route.url, declared: config?.declared });
    }
  });
}

/** The routes registered on `app` since {@link recordRoutes}. */
export function routesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? [];
}

/** `/history/:chatId` → `/history/{chatId}`. */
function openApiPath(prefix: string, url: string): string {
  const path = `${prefix}${url}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return path === '' ? '/' : path;
}

/** One readable line per problem: `title: Too big: expected string to have <=200 characters`. */
function describeValidation(
  error: Error & { validation?: FastifySchemaValidationError[] },
): string {
  const issues: readonly FastifySchemaValidationError[] = error.validation ?? [];
  const problems = issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return path ? `${path}: ${issue.message ?? 'invalid'}` : (issue.message ?? 'invalid');
  });
  return problems.length > 0 ? problems.join('; ') : error.message;
}

function partOf(context: string | undefined): InputPart {
  if (context === 'params') return 'params';
  if (context === 'querystring') return 'query';
  return 'body';
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** What a request whose input holds U+0000 is told (PostgreSQL text cannot hold it). */
export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/**
 * Whether a parsed input (a path or query parameter, a JSON body) holds U+0000 in any string or
 * object key, however deep. Walked with a stack, so a deeply nested body cannot overflow it.
 */
export function holdsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The part of each request found to hold U+0000 before validation, answered after auth. */
const nulParts = new WeakMap<FastifyRequest, InputPart>();

function isJsonObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A route kit for one scope, its paths under the scope's prefix: `kit.route({...})` declares a route. */
export function routeKit<C = string>(
  scope: FastifyInstance,
  options: RouteKitOptions<C>,
): RouteKit<C> {
  scope.setValidatorCompiler(validatorCompiler);
  const typed = scope.withTypeProvider<ZodTypeProvider>();
  return {
    route(declaration) {
      const path = openApiPath(scope.prefix, declaration.url);
      const { authenticateService } = options;
      if (declaration.auth === 'service' && authenticateService === undefined) {
        throw new Error(
          `${declaration.method} ${path}: this kit cannot check the service-role key`,
        );
      }
      const invalid = (part: InputPart, detail: string): AppError =>
        part === 'params' && declaration.paramsNotFound !== undefined
          ? new AppError('not_found', declaration.paramsNotFound)
          : options.invalid(part, detail);
      const documentedBody = declaration.body ?? declaration.bodyDocs;
      const doc: RouteDoc = {
        summary: declaration.summary,
        tag: declaration.tag,
        ...(declaration.params && { params: declaration.params }),
        ...(declaration.queryDocs && { query: declaration.queryDocs }),
        ...(documentedBody && { body: documentedBody }),
        responses: declaration.responses,
      };
      // A body the schema lets be absent may be absent (Fastify hands validation `null` for no
      // body); one that is sent must be a JSON object.
      const bodyOptional =
        declaration.body === undefined ? true : z.safeParse(declaration.body, undefined).success;
      const body =
        declaration.body && bodyOptional
          ? z.preprocess((value) => value ?? undefined, declaration.body)
          : declaration.body;
      typed.route({
        method: declaration.method,
        url: declaration.url,
        ...declaration.options,
        config: { declared: { auth: declaration.auth, path, doc } } satisfies DeclaredRoute,
        schema: {
          ...(declaration.params && { params: declaration.params }),
          ...(declaration.query && { querystring: declaration.query }),
          ...(body && { body }),
        },
        // The handler answers invalid input, after authentication: a stranger learns nothing.
        attachValidation: true,
        // One guard for every declared route: U+0000 anywhere in the input, before validation
        // strips or reshapes it (a key the schema ignores included).
        preValidation: (request, _reply, done) => {
          const part: InputPart | undefined = holdsNul(request.params)
            ? 'params'
            : holdsNul(request.query)
              ? 'query'
              : holdsNul(request.body)
                ? 'body'
                : undefined;
          if (part !== undefined) nulParts.set(request, part);
          done();
        },
        handler: async (request, reply) => {
          if (declaration.auth === 'service') await authenticateService?.(request);
          const caller =
            declaration.auth === 'user' ? await options.authenticate(request) : undefined;
          const nulPart = nulParts.get(request);
          if (nulPart !== undefined) throw options.invalid(nulPart, NUL_MESSAGE);
          const absent = (request.body === undefined || request.body === null) && bodyOptional;
          if (declaration.body && !absent && !isJsonObject(request.body)) {
            throw invalid(
              'body',
              `Request body must be a JSON object (expected object, received ${kindOf(request.body)})`,
            );
          }
          const failed = request.validationError;
          if (failed) {
            const part = partOf(failed.validationContext);
            const detail = describeValidation(failed);
            throw invalid(part, part === 'body' ? `Invalid request body: ${detail}` : detail);
          }
          return declaration.handler({
            userId: caller === undefined ? undefined : options.userIdOf(caller),
            caller,
            params: request.params,
            query: request.query,
            body: request.body,
            request,
            reply,
          } as Parameters<typeof declaration.handler>[0]);
        },
      });
    },
  };
}

/** Declares the routes of one scope. */
export interface RouteKit<C = string> {
  route<
    A extends RouteAuth,
    P extends z.core.$ZodType | undefined = undefined,
    Q extends z.core.$ZodType | undefined = undefined,
    B extends z.core.$ZodType | undefined = undefined,
  >(
    declaration: RouteDeclaration<A, P, Q, B, C>,
  ): void;
}
