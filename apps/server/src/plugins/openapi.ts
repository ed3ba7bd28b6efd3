import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  routeKit,
  type DeclaredRoute,
  type RouteDoc,
  type RouteKitOptions,
} from '../lib/route-kit';

export interface OpenApiOptions {
  title: string;
  version: string;
  /** The product API's kit: the document is one of its routes, `GET /api/openapi.json`. */
  surface: RouteKitOptions<string>;
}

const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  serviceRoleKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'The operator key of the AUTH_SERVICE_ROLE_KEY setting',
  },
} as const;

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** Documented query parameters, each a string. */
function querySchema(query: NonNullable<RouteDoc['query']>): Record<string, unknown> {
  const parameters = Object.entries(query);
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map(([name, { description }]) => [name, { type: 'string', description }]),
    ),
    required: parameters.filter(([, { required }]) => required).map(([name]) => name),
  };
}

/**
 * A declared route as @fastify/swagger reads a route schema: a response without a schema is
 * `type: 'null'` (no content), one with a schema is its JSON content.
 */
function operationSchema({ auth, doc }: DeclaredRoute['declared']): FastifySchema {
  return {
    summary: doc.summary,
    tags: [doc.tag],
    ...(doc.params && { params: jsonSchema(doc.params, 'input') }),
    ...(doc.query && { querystring: querySchema(doc.query) }),
    ...(doc.body && { body: jsonSchema(doc.body, 'input') }),
    ...(auth !== 'none' && {
      security: [{ [auth === 'service' ? 'serviceRoleKey' : 'bearerAuth']: [] }],
    }),
    response: Object.fromEntries(
      Object.entries(doc.responses).map(([status, { description, schema }]) => [
        status,
        schema
          ? {
              description,
              content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
            }
          : { description, type: 'null' },
      ]),
    ),
  };
}

/**
 * Every route as its kit declared it, at its documented path; what no kit declared (the web
 * app, `config.js`, the test checkout and mail pages) is not in the document. The schemas are
 * turned into JSON Schema when the document is first asked for, not at start-up.
 */
const fromDeclaration: SwaggerTransform = ({ route, url }) => {
  const { declared } = (route.config ?? {}) as Partial<DeclaredRoute>;
  return declared === undefined
    ? { schema: { hide: true }, url }
    : { schema: operationSchema(declared), url: declared.path };
};

/**
 * The OpenAPI 3.1 document of every API route (decision 026), written by @fastify/swagger from the
 * route kits' declarations and served at `GET /api/openapi.json`. Registered before any route:
 * the document holds the routes registered after it.
 */
export const openApi = fp<OpenApiOptions>(
  async (app, { title, version, surface }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title, version },
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: fromDeclaration,
      // OpenAPI 3.1 schemas are JSON Schema: `const` stays as the contracts write it.
      convertConstToEnum: false,
    });
    await app.register(
      (scope, _options, done) => {
        routeKit(scope, surface).route({
          method: 'GET',
          url: '/openapi.json',
          auth: 'none',
          tag: 'meta',
          summary: 'This document',
          responses: { 200: { description: 'OpenAPI 3.1 document' } },
          handler: () => scope.swagger(),
        });
        done();
      },
      { prefix: '/api' },
    );
  },
  { name: 'openapi' },
);
