/** What an account mail is for. */
export type MailKind =
  | 'confirmation'
  | 'invite'
  | 'recovery'
  | 'magic_link'
  | 'email_change_new'
  | 'email_change_current'
  | 'reauthentication';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailValues {
  appName: string;
  /** The link to follow (none for a reauthentication code). */
  link?: string;
  /** The 6-digit code that does the same as the link. */
  code: string;
  /** Validity of the link and code, in minutes. */
  validMinutes: number;
  /** For an address change: the address being confirmed. */
  newEmail?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Wording {
  subject: string;
  intro: string;
  action: string;
  ignore: string;
}

function wording(kind: MailKind, v: MailValues): Wording {
  switch (kind) {
    case 'confirmation':
      return {
        subject: `Confirm your ${v.appName} account`,
        intro: `Welcome to ${v.appName}. Confirm your e-mail address to start using your account.`,
        action: 'Confirm my address',
        ignore: 'If you did not create an account, ignore this mail.',
      };
    case 'invite':
      return {
        subject: `You are invited to ${v.appName}`,
        intro: `You have been invited to create an account on ${v.appName}. Follow the link to accept the invitation and choose your password.`,
        action: 'Accept the invitation',
        ignore: 'If you did not expect this invitation, ignore this mail.',
      };
    case 'recovery':
      return {
        subject: `Reset your ${v.appName} password`,
        intro: `Someone asked to reset the password of your ${v.appName} account. Follow the link to choose a new one.`,
        action: 'Reset my password',
        ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
      };
    case 'magic_link':
      return {
        subject: `Your ${v.appName} sign-in link`,
        intro: `Follow the link to sign in to ${v.appName}.`,
        action: 'Sign in',
        ignore: 'If you did not ask to sign in, ignore this mail.',
      };
    case 'email_change_new':
      return {
        subject: `Confirm your new ${v.appName} e-mail address`,
        intro: `Confirm that ${v.newEmail ?? 'this address'} is the new e-mail address of your ${v.appName} account.`,
        action: 'Confirm the new address',
        ignore: 'If you did not ask for this change, ignore this mail.',
      };
    case 'email_change_current':
      return {
        subject: `Confirm the change of your ${v.appName} e-mail address`,
        intro: `Someone asked to change the e-mail address of your ${v.appName} account to ${v.newEmail ?? 'another address'}. Confirm it from this address too.`,
        action: 'Confirm the change',
        ignore: 'If you did not ask for this, do not follow the link, and change your password.',
      };
    case 'reauthentication':
      return {
        subject: `Your ${v.appName} confirmation code`,
        intro: `Enter this code to confirm a change to your ${v.appName} account.`,
        action: '',
        ignore: 'If you did not ask for this code, change your password.',
      };
  }
}

/** A mail's subject, plain text and HTML, in the product's name. */
export function renderMail(kind: MailKind, values: MailValues): MailContent {
  const w = wording(kind, values);
  const validity = `The ${values.link ? 'link and code are' : 'code is'} valid for ${values.validMinutes} minutes.`;
  const text = [
    w.intro,
    '',
    ...(values.link ? [`${w.action}: ${values.link}`, '', 'Or enter this code:'] : []),
    values.code,
    '',
    validity,
    w.ignore,
    '',
    `— ${values.appName}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f2937;line-height:1.5">
<p style="font-weight:600;font-size:18px">${escapeHtml(values.appName)}</p>
<p>${escapeHtml(w.intro)}</p>
${
  values.link
    ? `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(w.action)}</a></p>
<p>Or enter this code:</p>`
    : ''
}
<p style="font-size:22px;letter-spacing:4px;font-weight:600">${escapeHtml(values.code)}</p>
<p>${escapeHtml(validity)}</p>
<p style="color:#6b7280">${escapeHtml(w.ignore)}</p>
</body></html>
`;
  return { subject: w.subject, text, html };
}

/** A mail that tells of something done (no link, no code): the account's deletion. */
export function renderNotice(values: {
  appName: string;
  subject: string;
  paragraphs: string[];
}): MailContent {
  const text = [...values.paragraphs.flatMap((p) => [p, '']), `— ${values.appName}`, ''].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(values.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f2937;line-height:1.5">
<p style="font-weight:600;font-size:18px">${escapeHtml(values.appName)}</p>
${values.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>
`;
  return { subject: values.subject, text, html };
}
