/** One formatter for every message: `toLocaleTimeString` would build a new one per call. */
const messageTime = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });

/** hh:mm in the user's locale (docs/product.md §2: each message shows its time). '' when unreadable. */
export function formatMessageTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return messageTime.format(date);
}

/** The chat header's start date, e.g. "Started Jul 10, 2025"; null when unknown. */
export function formatChatStartDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `Started ${date.toLocaleDateString([], { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** Up to two initials for the avatar, from the e-mail's local part ("pat.engineer@…" → "PE"). */
export function initialsFromEmail(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  if (local === '') return 'U';
  const parts = local.split(/[._\-+\s]+/).filter((part) => /[a-z0-9]/i.test(part));
  const letters =
    parts.length >= 2
      ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}`
      : local.replace(/[^a-z0-9]/gi, '').slice(0, 2);
  return letters === '' ? 'U' : letters.toUpperCase();
}
