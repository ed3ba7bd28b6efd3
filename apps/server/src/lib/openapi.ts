import { z } from 'zod';

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. `/auth/v1/token`. */
  path: string;
  summary: string;
  tag: string;
  query?: Record<string, { description: string; required?: boolean }>;
  body?: z.core.$ZodType;
  responses: Record<number, { description: string; schema?: z.core.$ZodType }>;
  /** Needs `Authorization: Bearer <access token>`, or (`service`) the service-role key. */
  auth?: boolean | 'service';
}

/** Collects the documentation of every route as it is registered; rendered at /api/openapi.json. */
export class OpenApiRegistry {
  private readonly routes: RouteDoc[] = [];

  add(...docs: RouteDoc[]): void {
    this.routes.push(...docs);
  }

  document(info: { title: string; version: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of this.routes) {
      const operation: Record<string, unknown> = {
        summary: route.summary,
        tags: [route.tag],
        responses: Object.fromEntries(
          Object.entries(route.responses).map(([status, response]) => [
            status,
            {
              description: response.description,
              ...(response.schema && {
                content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } },
              }),
            },
          ]),
        ),
      };
      if (route.query) {
        operation.parameters = Object.entries(route.query).map(([name, param]) => ({
          name,
          in: 'query',
          required: param.required ?? false,
          description: param.description,
          schema: { type: 'string' },
        }));
      }
      if (route.body) {
        operation.requestBody = {
          required: true,
          content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
        };
      }
      if (route.auth === 'service') operation.security = [{ serviceRoleKey: [] }];
      else if (route.auth) operation.security = [{ bearerAuth: [] }];
      (paths[route.path] ??= {})[route.method] = operation;
    }
    return {
      openapi: '3.1.0',
      info,
      paths,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          serviceRoleKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'The operator key of the AUTH_SERVICE_ROLE_KEY setting',
          },
        },
      },
    };
  }
}

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): unknown {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}
