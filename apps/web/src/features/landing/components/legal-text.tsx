import type { ReactNode } from 'react';

export const LEGAL_EFFECTIVE_DATE = '6/30/2025';
/** The Privacy Policy's own date: it changed when deletion and export came to the Profile. */
export const PRIVACY_EFFECTIVE_DATE = '11/29/2026';

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 first:mt-0">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-2 text-sm leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export function SupportLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium break-all text-amber-700 underline underline-offset-2 hover:text-amber-800"
    >
      {email}
    </a>
  );
}

export function EffectiveDate({ date = LEGAL_EFFECTIVE_DATE }: { date?: string }) {
  return <p className="mb-5 text-sm font-medium text-slate-500">Effective date: {date}</p>;
}
