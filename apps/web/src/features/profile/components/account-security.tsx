import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { useSupabaseClient } from '../../../lib/app-services';
import { appLinkTarget, mailWaitSeconds } from '../../../lib/auth-mail';
import { passwordHint, usePasswordRule, weakPasswordMessage } from '../../../lib/password-rule';
import { inputClass } from './profile-form';

export const ACCOUNT_SECURITY_TEXT = {
  emailSent: (email: string) =>
    `We sent a confirmation link to ${email} (and to your current address when both must agree). Your address changes once the links are followed.`,
  emailTaken: 'An account with this email already exists.',
  emailInvalid: 'Please enter a valid email address.',
  emailFailed: 'Could not change the e-mail address. Please try again.',
  passwordChanged: 'Password changed.',
  passwordSame: 'Your new password must be different from the old one.',
  passwordFailed: 'Could not change the password. Please try again.',
  codeSent: 'For your security, enter the code we just e-mailed you.',
  codeInvalid: 'That code is invalid or has expired.',
  wait: (seconds: number) => `You can ask for another e-mail in ${seconds} s.`,
} as const;

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg bg-amber-500 px-3 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-70';

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

type Message = { ok: boolean; text: string } | null;

function Feedback({ message, testId }: { message: Message; testId: string }) {
  if (!message) return null;
  return (
    <p
      role={message.ok ? 'status' : 'alert'}
      data-testid={testId}
      className={`rounded-lg border px-3 py-2 text-sm ${
        message.ok
          ? 'border-green-300 bg-green-50 text-green-800'
          : 'border-red-300 bg-red-50 text-red-800'
      }`}
    >
      {message.text}
    </p>
  );
}

/** Profile dialog: change the e-mail address (confirmed by mail) and the password. */
export function AccountSecurity() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="account-security" className="space-y-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Sign-in details
      </h3>
      <ChangeEmail />
      <ChangePassword />
    </section>
  );
}

function ChangeEmail() {
  const client = useSupabaseClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const wait = useCountdown();

  async function submit() {
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await client.auth.updateUser(
        { email: email.trim() },
        { emailRedirectTo: appLinkTarget('/confirm-email') },
      );
      if (error) throw error;
      setMessage({ ok: true, text: ACCOUNT_SECURITY_TEXT.emailSent(email.trim()) });
      setEmail('');
    } catch (error: unknown) {
      const seconds = mailWaitSeconds(error);
      if (seconds !== undefined) {
        wait.start(seconds);
      } else {
        const code = codeOf(error);
        const text =
          code === 'email_exists'
            ? ACCOUNT_SECURITY_TEXT.emailTaken
            : /invalid format|validate email/i.test((error as Error).message)
              ? ACCOUNT_SECURITY_TEXT.emailInvalid
              : ACCOUNT_SECURITY_TEXT.emailFailed;
        setMessage({ ok: false, text });
      }
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void submit();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-2" data-testid="change-email">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        New e-mail address
      </label>
      <input
        id={id}
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={inputClass}
        data-testid="change-email-input"
      />
      {wait.seconds > 0 && (
        <p className="text-sm text-slate-600">{ACCOUNT_SECURITY_TEXT.wait(wait.seconds)}</p>
      )}
      <Feedback message={message} testId="change-email-result" />
      <button
        type="submit"
        disabled={busy || wait.seconds > 0}
        className={buttonClass}
        data-testid="change-email-submit"
      >
        {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        Change e-mail
      </button>
    </form>
  );
}

function ChangePassword() {
  const client = useSupabaseClient();
  const passwordRule = usePasswordRule();
  const ids = useId();
  const [password, setPassword] = useState('');
  const [nonce, setNonce] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  async function submit() {
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await client.auth.updateUser(
        needsCode ? { password, nonce: nonce.trim() } : { password },
      );
      if (error) throw error;
      setMessage({ ok: true, text: ACCOUNT_SECURITY_TEXT.passwordChanged });
      setPassword('');
      setNonce('');
      setNeedsCode(false);
    } catch (error: unknown) {
      const code = codeOf(error);
      if (code === 'reauthentication_needed') {
        const sent = await client.auth.reauthenticate();
        setNeedsCode(true);
        setMessage(
          sent.error
            ? { ok: false, text: ACCOUNT_SECURITY_TEXT.passwordFailed }
            : { ok: true, text: ACCOUNT_SECURITY_TEXT.codeSent },
        );
      } else {
        const text =
          code === 'same_password'
            ? ACCOUNT_SECURITY_TEXT.passwordSame
            : code === 'weak_password'
              ? weakPasswordMessage(passwordRule)
              : code === 'reauthentication_not_valid'
                ? ACCOUNT_SECURITY_TEXT.codeInvalid
                : ACCOUNT_SECURITY_TEXT.passwordFailed;
        setMessage({ ok: false, text });
      }
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void submit();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-2" data-testid="change-password">
      <label htmlFor={`${ids}-password`} className="block text-sm font-medium text-slate-700">
        New password
      </label>
      <input
        id={`${ids}-password`}
        type="password"
        required
        minLength={passwordRule.minLength}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className={inputClass}
        data-testid="change-password-input"
      />
      <p className="text-xs text-slate-600">{passwordHint(passwordRule)}</p>
      {needsCode && (
        <>
          <label htmlFor={`${ids}-code`} className="block text-sm font-medium text-slate-700">
            Code from the e-mail
          </label>
          <input
            id={`${ids}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={nonce}
            onChange={(event) => setNonce(event.target.value)}
            className={inputClass}
            data-testid="change-password-code"
          />
        </>
      )}
      <Feedback message={message} testId="change-password-result" />
      <button
        type="submit"
        disabled={busy}
        className={buttonClass}
        data-testid="change-password-submit"
      >
        {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        Change password
      </button>
    </form>
  );
}
