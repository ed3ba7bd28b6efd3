// First: no schema may be built before zod is told not to compile parsers (strict CSP).
import '@petrosage/contracts/jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadChatRoute } from './app/router';
import { hasLinkFragment, isBackendTest, isChatPath } from './app/routes/auth-gate';
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
// supabase-js: the page paints at once and the client follows. Anyone else waits for the client,
// behind the spinner of the first auth check; so does an e-mailed link that fell back to the
// site's root, whose page starts the session it carries.
const landing =
  window.location.pathname === '/' &&
  !isBackendTest(window.location.search) &&
  !hasLinkFragment(window.location.hash);
if (landing && !hasStoredSession()) {
  root.render(
    <StrictMode>
      <App client={{ load: loadSupabaseClient, storedSession: false }} />
    </StrictMode>,
  );
} else {
  // The workspace, where a signed-in user goes, is fetched side by side with supabase-js.
  if (isChatPath(window.location.pathname) || hasStoredSession()) void loadChatRoute();
  root.render(
    <StrictMode>
      <FullScreenSpinner />
    </StrictMode>,
  );
  loadSupabaseClient().then(
    (client) =>
      root.render(
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      ),
    showStartupError,
  );
}
