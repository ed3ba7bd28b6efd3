import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { appLinkTarget, mailWaitSeconds } from '../../../lib/auth-mail';
import { useSupabaseClientLoader } from '../../../lib/app-services';
import { resendConfirmation } from '../api/account-mail';
import { ACCOUNT_MAIL_TEXT } from '../utils/account-mail-text';

/**
 * "Check your e-mail" after a sign-up that needs confirmation: where the link went, and a
 * resend button that shows the wait the server asks for between two mails.
 */
export function ResendConfirmation({ email }: { email: string }) {
  // On the landing page the auth client may still be on its way (decision 041).
  const loadClient = useSupabaseClientLoader();
  const wait = useCountdown();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function resend() {
    setBusy(true);
    setResult(null);
    try {
      await resendConfirmation(await loadClient(), email, appLinkTarget('/confirm-email'));
      setResult({ ok: true, text: ACCOUNT_MAIL_TEXT.resent });
      wait.start(60);
    } catch (error: unknown) {
      const seconds = mailWaitSeconds(error);
      if (seconds !== undefined) wait.start(seconds);
      else setResult({ ok: false, text: ACCOUNT_MAIL_TEXT.resendFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 space-y-2" data-testid="check-email">
      <p className="font-semibold">{ACCOUNT_MAIL_TEXT.checkEmailTitle}</p>
      <p>{ACCOUNT_MAIL_TEXT.checkEmailBody(email)}</p>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={busy || wait.seconds > 0}
        className="inline-flex items-center gap-2 rounded-lg border border-green-400 bg-white px-3 py-1.5 text-sm font-medium text-green-900 hover:bg-green-100 disabled:cursor-not-allowed disabled:opacity-60"
        data-testid="resend-confirmation"
      >
        {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {ACCOUNT_MAIL_TEXT.resend}
      </button>
      {wait.seconds > 0 && <p data-testid="resend-wait">{ACCOUNT_MAIL_TEXT.wait(wait.seconds)}</p>}
      {result && <p className={result.ok ? '' : 'text-red-700'}>{result.text}</p>}
    </div>
  );
}
