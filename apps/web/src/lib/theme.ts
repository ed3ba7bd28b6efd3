/**
 * The colour theme: "system" follows the device's prefers-color-scheme (and its changes), "light"
 * and "dark" are the user's explicit choice, kept in this browser's localStorage. The resolved
 * theme is the `dark` class on <html> (Tailwind's `dark:` variant and src/dark-theme.css read it)
 * plus the `color-scheme` property, so native controls and scroll bars match.
 */
export type ThemePreference = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'petrosage-theme';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    // Storage refused (private mode, disabled cookies): follow the system.
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return preference;
}

function apply(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  root.dataset.theme = theme;
}

type Listener = (preference: ThemePreference) => void;
const listeners = new Set<Listener>();
let current: ThemePreference = 'system';
let started = false;

/** Applies the stored preference and follows system changes; called once before the first render. */
export function startTheme(): void {
  if (started) return;
  started = true;
  current = readThemePreference();
  apply(resolveTheme(current));
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (current === 'system') apply(resolveTheme('system'));
    });
  }
  // A printed chat ("Save as PDF") is always the light, paper version.
  window.addEventListener('beforeprint', () => apply('light'));
  window.addEventListener('afterprint', () => apply(resolveTheme(current)));
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = readThemePreference();
    apply(resolveTheme(current));
    listeners.forEach((listener) => listener(current));
  });
}

export function getThemePreference(): ThemePreference {
  return started ? current : readThemePreference();
}

export function setThemePreference(preference: ThemePreference): void {
  current = preference;
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not stored: the choice still holds until the page is reloaded.
  }
  apply(resolveTheme(preference));
  listeners.forEach((listener) => listener(preference));
}

export function subscribeThemePreference(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
