import { useId, useState, type FormEvent } from 'react';
import { fieldClass, labelClass, primaryButton } from './console-ui';

export interface OperatorKeyFormProps {
  appName: string;
  onSubmit: (key: string) => void;
  checking: boolean;
  /** Why the last key did not open the console. */
  problem: string | null;
}

/**
 * The console's door: the operator key (`AUTH_SERVICE_ROLE_KEY`), entered once per tab. Anyone
 * else who reaches `/admin` sees only this form; the console itself is not fetched.
 */
export function OperatorKeyForm({ appName, onSubmit, checking, problem }: OperatorKeyFormProps) {
  const [key, setKey] = useState('');
  const inputId = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) onSubmit(key.trim());
  };
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-12 sm:items-center">
      <form
        onSubmit={submit}
        aria-labelledby={`${inputId}-title`}
        className="w-full max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id={`${inputId}-title`} className="text-xl font-bold text-slate-900">
          {appName} operator console
        </h1>
        <p className="text-sm text-slate-600">
          For the people who run {appName}. Enter the operator key to continue; it is kept in this
          tab only.
        </p>
        <div className="space-y-1">
          <label htmlFor={inputId} className={labelClass}>
            Operator key
          </label>
          <input
            id={inputId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            required
            value={key}
            onChange={(event) => setKey(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            className={fieldClass}
          />
        </div>
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={checking}>
          {checking ? 'Checking…' : 'Open the console'}
        </button>
      </form>
    </main>
  );
}
