import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { secondaryButton } from './console-ui';

const SCREENS = [
  { to: '/', label: 'Users', end: true },
  { to: '/subscriptions', label: 'Subscriptions', end: false },
  { to: '/usage', label: 'Usage', end: false },
  { to: '/rewards', label: 'Referral rewards', end: false },
  { to: '/audit', label: 'Audit log', end: false },
  { to: '/mails', label: 'Mails', end: false },
] as const;

/**
 * The console's frame: a skip link, the screens' navigation (the current one marked for screen
 * readers), "Forget key" (or the operator account it is open to), and the screen.
 */
export interface ConsoleLayoutProps {
  appName: string;
  /** Opened with the operator key: "Forget key" forgets it. */
  onForgetKey?: () => void;
  /** Opened by an account marked operator, signed in in this browser. */
  signedInAs?: string;
}

export function ConsoleLayout({ appName, onForgetKey, signedInAs }: ConsoleLayoutProps) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  // A new screen: focus moves to its content, so a screen reader reads it from its heading.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus();
  }, [pathname]);
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <p className="font-semibold text-slate-900">{appName} operator console</p>
          {onForgetKey ? (
            <button type="button" onClick={onForgetKey} className={secondaryButton}>
              Forget key
            </button>
          ) : (
            <p className="text-sm text-slate-600">Signed in as {signedInAs}</p>
          )}
        </div>
        <nav aria-label="Console" className="mx-auto max-w-6xl px-2">
          <ul className="flex flex-wrap gap-1 pb-2">
            {SCREENS.map((screen) => (
              <li key={screen.to}>
                <NavLink
                  to={screen.to}
                  end={screen.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-amber-500 ${
                      isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
                    }`
                  }
                >
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main
        ref={main}
        id="console-main"
        tabIndex={-1}
        className="mx-auto max-w-6xl space-y-4 px-4 py-5 [overflow-wrap:anywhere] focus:outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
