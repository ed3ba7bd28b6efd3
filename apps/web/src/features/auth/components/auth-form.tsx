import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useAuth } from '../hooks/use-auth';
import { useReferralCodeCheck } from '../hooks/use-referral-code-check';
import { authFormErrorMessage } from '../utils/auth-errors';
import { passwordHint, usePasswordRule } from '../../../lib/password-rule';
import { referralCodeForSubmit } from '../utils/referral-code';
import { ACCOUNT_MAIL_TEXT } from '../utils/account-mail-text';
import { ReferralCodeField } from './referral-code-field';

// What follows an action — "Forgot password?", a sign-up, a sign-in that asks for a second
// factor — is fetched once the page has painted, not before it (decision 045).
const loadForgotPasswordForm = () => import('./forgot-password-form');
const loadSecondFactorForm = () => import('./second-factor-form');
const loadResendConfirmation = () => import('./resend-confirmation');
const ForgotPasswordForm = lazy(() =>
  loadForgotPasswordForm().then((module) => ({ default: module.ForgotPasswordForm })),
);
const SecondFactorForm = lazy(() =>
  loadSecondFactorForm().then((module) => ({ default: module.SecondFactorForm })),
);
const ResendConfirmation = lazy(() =>
  loadResendConfirmation().then((module) => ({ default: module.ResendConfirmation })),
);

/** A form of the card that is fetched after the page's first paint. */
function FollowUp({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      label="An account form"
      fallback={
        <p role="alert" className="mt-4 text-sm text-red-700">
          This form could not load. Check your connection and reload the page.
        </p>
      }
    >
      <Suspense
        fallback={
          <p role="status" className="mt-4 text-sm text-slate-600">
            Loading…
          </p>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

export type AuthMode = 'sign-in' | 'sign-up';

export const SIGN_UP_SUCCESS_MESSAGE =
  'Account created successfully! Please check your email to verify your account.';

interface Notice {
  kind: 'error' | 'success';
  text: string;
  /** After a sign-up that needs confirmation: the address the link went to. */
  confirmEmail?: string;
  /** The mode the notice belongs to; switching to another mode clears it. */
  mode: AuthMode;
}

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/40 disabled:bg-slate-100 aria-invalid:border-red-500 aria-invalid:focus:border-red-500 aria-invalid:focus:ring-red-500/40 sm:text-sm';

/**
 * Sign-in and sign-up card of the landing page (docs/product.md §2, §4, §5, §8); the code of the account's
 * authenticator app when the password sign-in needs a second factor.
 */
export function AuthForm(props: AuthFormProps) {
  const { secondFactor } = useAuth();
  useEffect(
    () =>
      afterFirstPaint(() => {
        // A failed fetch is tried again when the form is shown.
        for (const load of [loadForgotPasswordForm, loadSecondFactorForm, loadResendConfirmation]) {
          load().catch(() => undefined);
        }
      }),
    [],
  );
  if (secondFactor === null) return <CredentialsForm {...props} />;
  return (
    <FollowUp>
      <SecondFactorForm />
    </FollowUp>
  );
}

function CredentialsForm({ mode, onModeChange }: AuthFormProps) {
  const { login, signUp } = useAuth();
  const passwordRule = usePasswordRule();
  const ids = useId();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [referralCode, setReferralCode] = useState('');
  const referral = useReferralCodeCheck();
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [forgotPassword, setForgotPassword] = useState(false);

  // Mode can change from outside (top bar, call-to-action); a notice of the other mode goes.
  const [renderedMode, setRenderedMode] = useState(mode);
  if (renderedMode !== mode) {
    setRenderedMode(mode);
    if (notice !== null && notice.mode !== mode) setNotice(null);
    setForgotPassword(false);
  }

  const isSignUp = mode === 'sign-up';
  const nameId = `${ids}-name`;
  const emailId = `${ids}-email`;
  const passwordId = `${ids}-password`;
  const hintId = `${ids}-password-hint`;
  const titleId = `${ids}-title`;

  async function submit() {
    setBusy(true);
    setNotice(null);
    try {
      if (isSignUp) {
        const created = await signUp(
          email,
          password,
          fullName,
          referralCodeForSubmit(referralCode),
        );
        setPassword('');
        setFullName('');
        setReferralCode('');
        referral.reset();
        setShowPassword(false);
        setNotice({
          kind: 'success',
          text: SIGN_UP_SUCCESS_MESSAGE,
          mode: 'sign-in',
          ...(!created.signedIn && { confirmEmail: created.user?.email ?? email.trim() }),
        });
        onModeChange('sign-in');
      } else {
        // On success the auth layer moves the app to /chat.
        await login(email, password);
      }
    } catch (e: unknown) {
      setNotice({ kind: 'error', text: authFormErrorMessage(e), mode });
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void submit();
  }

  return (
    <section
      aria-labelledby={titleId}
      className="w-full rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-slate-900/5 sm:p-8"
      data-testid="auth-card"
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
        {forgotPassword
          ? ACCOUNT_MAIL_TEXT.forgotTitle
          : isSignUp
            ? 'Create your account'
            : 'Welcome back'}
      </h2>
      {forgotPassword ? (
        <FollowUp>
          <ForgotPasswordForm
            initialEmail={email}
            inputClassName={inputClass}
            onBack={() => setForgotPassword(false)}
          />
        </FollowUp>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {isSignUp
              ? 'Start a conversation with your oilfield consultant in minutes.'
              : 'Sign in to continue your conversation.'}
          </p>

          {notice?.kind === 'error' && (
            <div
              role="alert"
              data-testid="auth-error"
              className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {notice.text}
            </div>
          )}
          {notice?.kind === 'success' && (
            <div
              role="status"
              data-testid="auth-success"
              className="mt-5 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800"
            >
              {notice.text}
              {notice.confirmEmail !== undefined && (
                <FollowUp>
                  <ResendConfirmation email={notice.confirmEmail} />
                </FollowUp>
              )}
            </div>
          )}

          <form
            className="mt-5 space-y-4"
            onSubmit={handleSubmit}
            aria-labelledby={titleId}
            data-testid="auth-form"
            data-mode={mode}
          >
            {isSignUp && (
              <div>
                <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-slate-700">
                  Full Name
                </label>
                <input
                  id={nameId}
                  name="fullName"
                  type="text"
                  autoComplete="name"
                  required
                  value={fullName}
                  onChange={(event) => setFullName(event.target.value)}
                  className={inputClass}
                  data-testid="auth-full-name"
                />
              </div>
            )}

            <div>
              <label htmlFor={emailId} className="mb-1 block text-sm font-medium text-slate-700">
                Email
              </label>
              <input
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={inputClass}
                data-testid="auth-email"
              />
            </div>

            {isSignUp && (
              <ReferralCodeField
                value={referralCode}
                check={referral.check}
                onChange={(value) => {
                  setReferralCode(value);
                  referral.onCodeChange(value);
                }}
                inputClassName={inputClass}
              />
            )}

            <div>
              <label htmlFor={passwordId} className="mb-1 block text-sm font-medium text-slate-700">
                Password
              </label>
              <div className="relative">
                <input
                  id={passwordId}
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete={isSignUp ? 'new-password' : 'current-password'}
                  required
                  minLength={isSignUp ? passwordRule.minLength : undefined}
                  aria-describedby={isSignUp ? hintId : undefined}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  className={`${inputClass} pr-12`}
                  data-testid="auth-password"
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-controls={passwordId}
                  className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-amber-500"
                  data-testid="auth-password-toggle"
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )}
                </button>
              </div>
              {isSignUp && (
                <p id={hintId} className="mt-1.5 text-xs text-slate-600">
                  {passwordHint(passwordRule)}
                </p>
              )}
              {!isSignUp && (
                <p className="mt-1.5 text-right text-sm">
                  <button
                    type="button"
                    onClick={() => {
                      setNotice(null);
                      setForgotPassword(true);
                    }}
                    className="rounded font-medium text-amber-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
                    data-testid="forgot-password-link"
                  >
                    Forgot password?
                  </button>
                </p>
              )}
            </div>

            <button
              type="submit"
              disabled={busy}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-amber-500 px-4 py-3 text-base font-semibold text-slate-950 shadow-sm transition-colors hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-70"
              data-testid="auth-submit"
            >
              {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
              {busy ? 'Processing...' : isSignUp ? 'Create Account' : 'Sign In'}
            </button>
          </form>

          <p className="mt-5 text-center text-sm">
            <button
              type="button"
              onClick={() => onModeChange(isSignUp ? 'sign-in' : 'sign-up')}
              className="rounded font-medium text-amber-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
              data-testid="auth-mode-toggle"
            >
              {isSignUp ? 'Already have an account? Sign in' : 'Need an account? Sign up'}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
