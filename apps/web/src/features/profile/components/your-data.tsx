import { Download, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { runtimeConfig } from '../../../config/runtime-config';
import { useApiClient, useSupabaseClient } from '../../../lib/app-services';
import { deleteAccount } from '../api/delete-account';
import { downloadAccountData } from '../api/export-account-data';
import { inputClass } from './profile-form';

export const YOUR_DATA_TEXT = {
  exportIntro:
    'Download everything your account holds — profile, chats with every version of their messages, calculation cards, files, referrals and payments — as one JSON file.',
  exportFailed: 'Your data could not be exported. Please try again.',
  exported: 'Your data was downloaded.',
  deleteIntro:
    'Deleting your account ends your subscription, deletes your chats, messages, files, profile and second factors, and signs you out on every device. It cannot be undone. Payment records are kept, without your name or address, as accounting law requires.',
  passwordHint: 'Signed in within the last 10 minutes? You can leave the password empty.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
} as const;

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/** Profile dialog: "Export my data" and "Delete my account" (the Privacy Policy's rights). */
export function YourData() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="your-data" className="space-y-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Your data
      </h3>
      <ExportData />
      <DeleteAccount />
    </section>
  );
}

function ExportData() {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function download() {
    setBusy(true);
    setMessage(null);
    try {
      await downloadAccountData(api, runtimeConfig.appName);
      setMessage({ ok: true, text: YOUR_DATA_TEXT.exported });
    } catch (error: unknown) {
      setMessage({ ok: false, text: messageOf(error, YOUR_DATA_TEXT.exportFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{YOUR_DATA_TEXT.exportIntro}</p>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`text-sm ${message.ok ? 'text-green-800' : 'text-red-700'}`}
        >
          {message.text}
        </p>
      )}
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        Export my data
      </button>
    </div>
  );
}

function DeleteAccount() {
  const api = useApiClient();
  const client = useSupabaseClient();
  const passwordId = useId();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(api, password);
      // The server ended every session: forget this one here too, which shows the landing page.
      await client.auth.signOut({ scope: 'local' });
    } catch (failure: unknown) {
      setError(messageOf(failure, YOUR_DATA_TEXT.deleteFailed));
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void submit();
  }

  if (!confirming) {
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={`${buttonClass} border border-red-300 bg-white text-red-700 hover:bg-red-50`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete my account
      </button>
    );
  }
  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3"
      data-testid="delete-account"
    >
      <p className="text-sm text-red-900">{YOUR_DATA_TEXT.deleteIntro}</p>
      <div className="space-y-1">
        <label htmlFor={passwordId} className="block text-sm font-medium text-slate-700">
          Your password
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClass}
        />
        <p className="text-xs text-slate-600">{YOUR_DATA_TEXT.passwordHint}</p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className={`${buttonClass} bg-red-600 text-white hover:bg-red-700`}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Delete my account permanently
        </button>
        <button
          type="button"
          onClick={() => {
            setConfirming(false);
            setPassword('');
            setError(null);
          }}
          disabled={busy}
          className={`${buttonClass} border border-slate-300 bg-white text-slate-800`}
        >
          Keep my account
        </button>
      </div>
    </form>
  );
}
