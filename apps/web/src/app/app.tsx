import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '../features/auth/components/auth-provider';
import type { AppSupabaseClient } from '../lib/supabase';
import { createAppRouter } from './router';

export interface AppProps {
  client: AppSupabaseClient;
}

export function App({ client }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AuthProvider client={client}>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
