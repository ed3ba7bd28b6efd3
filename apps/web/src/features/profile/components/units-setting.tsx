import { UNIT_SYSTEMS, type UnitSystem } from '@petrosage/contracts/preferences';
import { useId } from 'react';
import { usePreferences, useUpdatePreferences } from '../../../hooks/use-units-preference';
import { profileSaveErrorMessage } from '../utils/profile-text';

const LABELS: Record<UnitSystem, string> = { field: 'Field', metric: 'Metric' };
const EXAMPLES: Record<UnitSystem, string> = {
  field: 'ft, psi, ppg, bbl/d, °F',
  metric: 'm, kPa, kg/m³, m³/d, °C',
};

/**
 * Units: the system calculation cards show first, kept with the profile on the server, so every
 * device shows the same; each card switches to the other system in one click.
 */
export function UnitsSetting() {
  const headingId = useId();
  const hintId = useId();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const current = update.isPending ? update.variables.units : preferences.data?.units;

  return (
    <section aria-labelledby={headingId} data-testid="units-setting">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Units
      </h3>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Calculation cards show these units first; the other system is one click away in each card.
      </p>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        aria-busy={preferences.isPending}
        className="mt-3 inline-flex flex-wrap rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200"
      >
        {UNIT_SYSTEMS.map((value) => {
          const checked = current === value;
          return (
            <label
              key={value}
              className={`flex cursor-pointer flex-col rounded-md px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-amber-500 ${
                checked
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                name={`units-${headingId}`}
                value={value}
                checked={checked}
                disabled={preferences.isPending}
                onChange={() => update.mutate({ units: value })}
                className="sr-only"
              />
              <span>{LABELS[value]}</span>
              <span className="text-xs font-normal text-slate-500">{EXAMPLES[value]}</span>
            </label>
          );
        })}
      </div>
      {preferences.isError && (
        // The dialog's own sections already alert about a server that cannot be reached.
        <p className="mt-2 text-sm text-slate-600">
          The units preference could not be read; cards show field units.
        </p>
      )}
      {update.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {profileSaveErrorMessage(update.error)}
        </p>
      )}
      {update.isSuccess && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Saved.
        </p>
      )}
    </section>
  );
}
