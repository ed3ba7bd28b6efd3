import { z } from 'zod';
import { AppError, type ErrorCode } from './errors';

/** One readable line per problem: `email: Invalid input: expected string, received number`. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** Parses a request body with its contract; anything that is not a JSON object is refused first. */
export function parseBody<S extends z.core.$ZodType>(
  schema: S,
  body: unknown,
  code: ErrorCode = 'validation_failed',
  status?: number,
): z.output<S> {
  const options = status === undefined ? {} : { status };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError(code, 'Request body must be a JSON object', options);
  }
  const result = z.safeParse(schema, body);
  if (!result.success) {
    throw new AppError(code, `Invalid request body: ${describeIssues(result.error)}`, options);
  }
  return result.data;
}
