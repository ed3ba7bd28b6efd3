import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setThemePreference, startTheme, THEME_STORAGE_KEY } from '../../../lib/theme';
import { ThemeSetting } from './theme-setting';

const root = document.documentElement;

function setSystemDark(dark: boolean) {
  if (dark) root.dataset.testColorScheme = 'dark';
  else delete root.dataset.testColorScheme;
}

afterEach(() => {
  setThemePreference('system');
  window.localStorage.clear();
  setSystemDark(false);
  setThemePreference('system');
});

describe('ThemeSetting', () => {
  it('offers System, Light and Dark, with System chosen by default and the system followed', () => {
    setSystemDark(true);
    startTheme();
    setThemePreference('system');
    render(<ThemeSetting />);
    const group = screen.getByRole('radiogroup', { name: 'Appearance' });
    expect(group).toHaveAccessibleDescription(/follows your device/);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).not.toBeChecked();
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('Dark and Light override the system and are stored in this browser; System clears it', async () => {
    const user = userEvent.setup();
    setSystemDark(false);
    render(<ThemeSetting />);
    expect(root).not.toHaveClass('dark');

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(root).toHaveClass('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    setSystemDark(true);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(root).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('is reachable with the keyboard: arrow keys move the choice', async () => {
    const user = userEvent.setup();
    render(<ThemeSetting />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(root).toHaveClass('dark');
  });

  it('a stored choice from an earlier visit is read back; a corrupt one falls back to System', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    // Another tab wrote the choice: this one follows it.
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    render(<ThemeSetting />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(root).toHaveClass('dark');

    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(root).not.toHaveClass('dark');
  });
});
