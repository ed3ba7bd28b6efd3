import { createContext, useContext } from 'react';
import { createApiClient, type ApiClient } from '../../../lib/api-client';

/**
 * The console's two API clients, both sending the operator's credential as the bearer token: the
 * product's operator routes (`/api/admin/…`) and the auth server's user administration
 * (`/auth/v1/admin/…`).
 */
export interface OperatorClients {
  api: ApiClient;
  auth: ApiClient;
}

/**
 * Clients sending `credential` as the bearer: the operator key, or the access token of an account
 * marked operator (read at each call, so a refreshed session keeps working).
 */
export function createOperatorClients(
  credential: string | (() => Promise<string | null>),
  urls: { apiUrl: string; authUrl: string },
): OperatorClients {
  const getAccessToken =
    typeof credential === 'string' ? () => Promise.resolve(credential) : credential;
  return {
    api: createApiClient({ baseUrl: urls.apiUrl, getAccessToken }),
    auth: createApiClient({ baseUrl: urls.authUrl, getAccessToken }),
  };
}

export const OperatorClientsContext = createContext<OperatorClients | null>(null);

export function useOperatorClients(): OperatorClients {
  const clients = useContext(OperatorClientsContext);
  if (clients === null) throw new Error('This component needs <OperatorClientsContext>.');
  return clients;
}

/** Keys of every cached console answer: forgetting the key drops them all. */
export const operatorKeys = {
  all: ['operator'] as const,
  accounts: (filters: object) => ['operator', 'accounts', filters] as const,
  account: (userId: string) => ['operator', 'account', userId] as const,
  reports: (name: string, params: object = {}) => ['operator', 'report', name, params] as const,
  rewards: (status: string) => ['operator', 'rewards', status] as const,
  audit: (filters: object) => ['operator', 'audit', filters] as const,
  mails: ['operator', 'mails'] as const,
};
