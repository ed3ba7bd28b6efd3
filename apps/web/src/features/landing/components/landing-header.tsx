import { BrandMark } from '../../../components/brand-mark';

export interface LandingHeaderProps {
  appName: string;
  onSignIn: () => void;
  onGetStarted: () => void;
}

export function LandingHeader({ appName, onSignIn, onGetStarted }: LandingHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-slate-950/95 text-white backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-2">
          <BrandMark />
          <span
            className="truncate text-lg font-bold tracking-tight sm:text-xl"
            data-testid="app-name"
          >
            {appName}
          </span>
        </div>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-1.5 sm:gap-3">
          <button
            type="button"
            onClick={onSignIn}
            className="rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 sm:px-4"
            data-testid="header-sign-in"
          >
            Sign In
          </button>
          <button
            type="button"
            onClick={onGetStarted}
            className="rounded-lg bg-amber-500 px-3 py-2 text-sm font-semibold text-slate-950 shadow-sm hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 sm:px-4"
            data-testid="header-get-started"
          >
            Get Started
          </button>
        </nav>
      </div>
    </header>
  );
}
