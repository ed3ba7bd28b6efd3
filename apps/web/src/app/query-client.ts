import { QueryClient } from '@tanstack/react-query';
import { ApiError, NotAuthenticatedError } from '../lib/api-client';

/** Answers that another try will not change. */
function isFinal(error: unknown): boolean {
  if (error instanceof NotAuthenticatedError) return true;
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** One per page: failed reads retry twice (not for 4xx), lists stay fresh for 30 s. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
