import { BookOpen } from 'lucide-react';

/** docs/product.md §1: the consultant's areas. */
export const ASSISTANT_AREAS = [
  'Production operations',
  'Production facility design',
  'Hydraulic modeling',
  'Data analytics and recommendations',
  'Geologic research',
  'Asset economics',
  'Regulatory and permitting guidance, including production chemicals',
] as const;

export interface AssistantScopeCardProps {
  assistantName: string;
}

/** Right panel placeholder until Quick Actions exist: what the assistant can help with. */
export function AssistantScopeCard({ assistantName }: AssistantScopeCardProps) {
  return (
    <section
      aria-labelledby="assistant-scope-title"
      data-testid="assistant-scope-card"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="assistant-scope-title"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <BookOpen aria-hidden="true" className="size-4 text-amber-600" />
        {assistantName} can help with
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
        {ASSISTANT_AREAS.map((area) => (
          <li key={area} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1 shrink-0 rounded-full bg-amber-500" />
            {area}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">
        Check safety-critical and legal answers with a licensed engineer or the regulator.
      </p>
    </section>
  );
}
