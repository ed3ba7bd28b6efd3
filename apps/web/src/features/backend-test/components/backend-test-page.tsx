import { ArrowLeft, CircleCheck, CircleX, LoaderCircle, Play } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApiClient, useSupabaseClient } from '../../../lib/app-services';
import { BACKEND_CHECKS, type CheckOutcome } from '../api/backend-checks';
import { useBackendChecks, type CheckState } from '../hooks/use-backend-checks';

const BODY_PREVIEW_CHARS = 1200;

/** The body as indented JSON, cut to a readable length. */
export function trimmedJson(body: unknown, limit = BODY_PREVIEW_CHARS): string {
  let text: string;
  try {
    text = typeof body === 'string' ? body : (JSON.stringify(body, null, 2) ?? String(body));
  } catch {
    text = String(body);
  }
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** The check's state in words: Not run, Running…, Passed or Failed. */
function StateBadge({ state }: { state: CheckState }) {
  let content: ReactNode;
  let tone = 'text-slate-400';
  if (state.phase === 'running') {
    tone = 'text-slate-600';
    content = (
      <>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Running…
      </>
    );
  } else if (state.phase === 'idle') {
    content = 'Not run';
  } else if (state.outcome.passed) {
    tone = 'font-semibold text-emerald-700';
    content = (
      <>
        <CircleCheck aria-hidden="true" className="size-4" />
        Passed
      </>
    );
  } else {
    tone = 'font-semibold text-red-700';
    content = (
      <>
        <CircleX aria-hidden="true" className="size-4" />
        Failed
      </>
    );
  }
  return (
    <span data-testid="check-status" className={`flex items-center gap-1 text-sm ${tone}`}>
      {content}
    </span>
  );
}

function OutcomeDetails({ outcome }: { outcome: CheckOutcome }) {
  return (
    <div className="mt-3 space-y-2 text-sm">
      <p data-testid="check-result" className={outcome.passed ? 'text-slate-800' : 'text-red-800'}>
        {outcome.result}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-600">
        <dt>HTTP status</dt>
        <dd data-testid="check-http-status">{outcome.status ?? '—'}</dd>
        <dt>Duration</dt>
        <dd data-testid="check-duration">{outcome.durationMs} ms</dd>
      </dl>
      <details>
        <summary className="cursor-pointer text-slate-600">Response</summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          {trimmedJson(outcome.body)}
        </pre>
      </details>
    </div>
  );
}

/** docs/product.md §2 Backend Integration Test page (`?test=backend`). */
export function BackendTestPage() {
  const api = useApiClient();
  const supabase = useSupabaseClient();
  const services = useMemo(() => ({ api, supabase }), [api, supabase]);
  const { states, busy, runOne, runAll } = useBackendChecks(services);

  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-8 sm:px-6" data-testid="backend-test-page">
      <div className="mx-auto max-w-3xl">
        <Link
          to="/chat"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to chat
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Backend Integration Test</h1>
        <p className="mt-2 text-slate-600">
          Checks the product API at{' '}
          <code className="rounded bg-slate-200 px-1">{api.baseUrl}/</code> with your session. Tests
          run one after another, 500 ms apart.
        </p>
        <button
          type="button"
          onClick={() => void runAll()}
          disabled={busy}
          data-testid="run-all-tests"
          className="mt-5 flex items-center gap-2 rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-60"
        >
          <Play aria-hidden="true" className="size-4" />
          Run All Tests
        </button>

        <ol className="mt-6 space-y-3">
          {BACKEND_CHECKS.map((check) => {
            const state = states[check.id];
            return (
              <li
                key={check.id}
                data-testid={`check-${check.id}`}
                data-state={
                  state.phase === 'done'
                    ? state.outcome.passed
                      ? 'passed'
                      : 'failed'
                    : state.phase
                }
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold text-slate-900">{check.name}</h2>
                    <p className="text-sm text-slate-500">{check.description}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <StateBadge state={state} />
                    <button
                      type="button"
                      onClick={() => void runOne(check.id)}
                      disabled={busy}
                      data-testid={`run-check-${check.id}`}
                      className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-60"
                    >
                      Run <span className="sr-only">{check.name}</span>
                    </button>
                  </div>
                </div>
                {state.phase === 'done' && <OutcomeDetails outcome={state.outcome} />}
              </li>
            );
          })}
        </ol>
      </div>
    </main>
  );
}
