// First: no schema may be built before zod is told not to compile parsers (strict CSP).
import '@petrosage/contracts/jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import {
  hasEmailLinkFragment,
  isBackendTest,
  isChatPath,
  isOperatorPath,
} from './app/routes/paths';
import { FullScreenSpinner } from './components/full-screen-spinner';
import { StartupError } from './components/startup-error';
import { hasStoredSession, loadSupabaseClient } from './lib/lazy-supabase';
import { startTheme } from './lib/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

startTheme();

const root = createRoot(container);

function showStartupError(e: unknown) {
  console.error('The app could not start', e);
  root.render(
    <StrictMode>
      <StartupError message={e instanceof Error ? e.message : 'Unknown start-up error.'} />
    </StrictMode>,
  );
}

// A signed-out visitor on the landing page (no stored session) is known to be signed out without
// supabase-js: the landing page paints at once with React alone, and supabase-js and the router
// follow the paint (decision 041). Anyone else waits for the client and the router, behind the
// spinner of the first auth check. Each fetches only its own code: the landing page's sections
// and forms are not part of the workspace's download, nor the workspace part of the landing's.
const { pathname, search, hash } = window.location;
const landing = pathname === '/' && !isBackendTest(search) && !hasEmailLinkFragment(hash);
if (isOperatorPath(pathname)) {
  // The operator console (decision 051): an app of its own behind the operator key, without the
  // user's session; no other page fetches it.
  root.render(<FullScreenSpinner />);
  import('./app/operator-app').then(
    ({ OperatorApp }) => root.render(<OperatorApp />),
    showStartupError,
  );
} else if (landing && !hasStoredSession()) {
  root.render(
    <StrictMode>
      <LandingApp client={{ load: loadSupabaseClient, storedSession: false }} />
    </StrictMode>,
  );
} else {
  // The workspace, where a signed-in user goes, is fetched side by side with supabase-js.
  if (isChatPath(pathname) || hasStoredSession()) void import('./app/routes/chat-route');
  root.render(
    <StrictMode>
      <FullScreenSpinner />
    </StrictMode>,
  );
  Promise.all([loadSupabaseClient(), import('./app/app')]).then(
    ([client, { App }]) =>
      root.render(
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      ),
    showStartupError,
  );
}
