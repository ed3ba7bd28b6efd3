import { useEffect, type ReactNode } from 'react';
import { problemText } from '../utils/format';

/** Class names the console's controls share. */
export const buttonClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButton = `${buttonClass} bg-slate-900 text-white hover:bg-slate-800`;
export const secondaryButton = `${buttonClass} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100`;
export const dangerButton = `${buttonClass} bg-red-700 text-white hover:bg-red-800`;
export const fieldClass =
  'min-h-9 w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-500';
export const labelClass = 'block text-sm font-medium text-slate-700';
export const linkClass =
  'font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-amber-500';

/** A screen's title, as the page heading and the document's title. */
export function ScreenTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · Operator console`;
  }, [title]);
  return <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{children}</h1>;
}

/** A titled part of a screen: its heading names it for screen readers. */
export function Card({
  id,
  title,
  children,
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** What a read is doing: loading, failed (with why), or its content. */
export function QueryState({
  query,
  label,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  label: string;
  children: () => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading {label}…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load {label}: {problemText(query.error)}
      </p>
    );
  }
  return <>{children()}</>;
}

/**
 * A table that scrolls sideways on a narrow screen: the region is focusable and named, so a
 * keyboard can scroll it and a screen reader announces it.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to be scrolled by keyboard
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">{children}</table>
    </div>
  );
}

export const thClass = 'border-b border-slate-200 px-2 py-2 font-semibold text-slate-700';
export const tdClass = 'border-b border-slate-100 px-2 py-2 align-top text-slate-800';

/** Announces the outcome of an action (polite) or its failure (assertive). */
export function ActionStatus({ message }: { message: { text: string; failed: boolean } | null }) {
  return (
    <div aria-live="polite" className="min-h-5 text-sm">
      {message &&
        (message.failed ? (
          <p role="alert" className="text-red-700">
            {message.text}
          </p>
        ) : (
          <p className="text-emerald-800">{message.text}</p>
        ))}
    </div>
  );
}
