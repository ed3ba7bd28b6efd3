import { Monitor, Moon, Sun } from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import {
  getThemePreference,
  setThemePreference,
  subscribeThemePreference,
  THEME_PREFERENCES,
  type ThemePreference,
} from '../../../lib/theme';

const LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** Appearance: follow the device's light/dark setting, or always light, or always dark. */
export function ThemeSetting() {
  const headingId = useId();
  const hintId = useId();
  const preference = useSyncExternalStore(subscribeThemePreference, getThemePreference);

  return (
    <section aria-labelledby={headingId} data-testid="theme-setting">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Appearance
      </h3>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        System follows your device&apos;s light or dark setting. Saved in this browser.
      </p>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="mt-3 inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200"
      >
        {THEME_PREFERENCES.map((value) => {
          const Icon = ICONS[value];
          const checked = preference === value;
          return (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-amber-500 ${
                checked
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                name={`theme-${headingId}`}
                value={value}
                checked={checked}
                onChange={() => setThemePreference(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {LABELS[value]}
            </label>
          );
        })}
      </div>
    </section>
  );
}
