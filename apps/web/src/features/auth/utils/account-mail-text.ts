/** Texts of the e-mailed account flows: forgot password, confirmation, reset password. */
export const ACCOUNT_MAIL_TEXT = {
  forgotTitle: 'Reset your password',
  forgotIntro:
    'Enter the e-mail address of your account and we will send you a link to reset its password.',
  forgotSent: (email: string) =>
    `If an account exists for ${email}, we sent it a link to reset the password. The link is valid for one hour.`,
  forgotFailed: 'Could not send the reset link. Please try again.',
  checkEmailTitle: 'Check your e-mail',
  checkEmailBody: (email: string) =>
    `We sent a confirmation link to ${email}. Follow it to finish creating your account.`,
  resend: 'Resend e-mail',
  resent: 'We sent the e-mail again.',
  resendFailed: 'Could not send the e-mail again. Please try again.',
  wait: (seconds: number) => `You can ask for another e-mail in ${seconds} s.`,
  resetTitle: 'Choose a new password',
  inviteTitle: 'Welcome! Choose your password',
  resetSaved: 'Password updated. Signing you in…',
  resetFailed: 'Could not update the password. Please try again.',
  resetNeedsCode:
    'Your account uses two-factor authentication: enter the 6-digit code from your authenticator app to save the new password.',
  linkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  linkChecking: 'Checking your link…',
  backToSignIn: 'Back to sign in',
} as const;
