import type { ReactNode } from 'react';

export interface AnalysisFieldProps {
  id: string;
  name: string;
  label: string;
  hint: string | undefined;
  problem: string | undefined;
  changed: boolean;
  children: ReactNode;
}

/** A control of the card with its label, what is wrong with it and its hint. */
export function AnalysisField({
  id,
  name,
  label,
  hint,
  problem,
  changed,
  children,
}: AnalysisFieldProps) {
  return (
    <div data-testid={`analysis-field-${name}`} data-changed={changed ? 'true' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {problem !== undefined && (
        <p id={`${id}-error`} className="mt-1 mb-0 text-xs text-red-700">
          {problem}
        </p>
      )}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="mt-1 mb-0 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
