import type { ReactNode } from 'react';

/** One named value in an account card's description list. */
export function AccountField({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 py-0.5">
      <dt className="text-slate-500">{name}</dt>
      <dd className="break-all text-slate-900">{children}</dd>
    </div>
  );
}
