// First: no schema may be built before zod is told not to compile parsers (strict CSP).
import '@petrosage/contracts/jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupError } from './components/startup-error';
import { getSupabaseClient } from './lib/supabase';
import { startTheme } from './lib/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

startTheme();

function startApp() {
  try {
    return <App client={getSupabaseClient()} />;
  } catch (e: unknown) {
    console.error('The app could not start', e);
    return <StartupError message={e instanceof Error ? e.message : 'Unknown start-up error.'} />;
  }
}

createRoot(container).render(<StrictMode>{startApp()}</StrictMode>);
