import { Bot, LogOut } from 'lucide-react';
import { useState } from 'react';
import { BrandMark } from '../../../components/brand-mark';

export interface ChatShellProps {
  appName: string;
  assistantName: string;
  email: string;
  onSignOut: () => Promise<void>;
}

/** Signed-in frame of the chat workspace: who is signed in, a way out, and the assistant. */
export function ChatShell({ appName, assistantName, email, onSignOut }: ChatShellProps) {
  const [signingOut, setSigningOut] = useState(false);

  function handleSignOut() {
    setSigningOut(true);
    // On success the auth layer moves the app to "/", which unmounts this component.
    void onSignOut().finally(() => setSigningOut(false));
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <title>{`Chat · ${appName}`}</title>
      <header className="border-b border-slate-800 bg-slate-950 text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <BrandMark />
            <span className="truncate text-lg font-bold tracking-tight">{appName}</span>
          </div>
          <div className="flex min-w-0 items-center gap-2 sm:gap-4">
            <span
              className="min-w-0 max-w-[8.5rem] truncate text-sm text-slate-300 sm:max-w-[18rem]"
              data-testid="user-email"
              title={email}
            >
              {email}
            </span>
            <button
              type="button"
              onClick={handleSignOut}
              disabled={signingOut}
              className="flex shrink-0 items-center gap-2 rounded-lg border border-white/20 px-3 py-2 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:opacity-60"
              data-testid="sign-out"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </button>
          </div>
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 py-8 sm:px-6">
        <h1 className="sr-only">Chat with {assistantName}</h1>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-amber-400">
            <Bot aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 rounded-2xl rounded-tl-sm bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-semibold text-slate-900">{assistantName}</p>
            <p className="mt-1 break-words text-slate-700" data-testid="assistant-welcome">
              Welcome, {email}.
            </p>
          </div>
        </div>
      </main>
    </div>
  );
}
