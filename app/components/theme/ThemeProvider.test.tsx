import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './ThemeProvider';
import { THEME_INIT_SCRIPT } from './themeInitScript';
import { ThemeToggle } from './ThemeToggle';

let systemDark = false;
beforeEach(() => {
  systemDark = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: systemDark,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
});

const renderToggle = () =>
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );

describe('themes', () => {
  it('follows the system by default', () => {
    systemDark = true;
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(
      screen.getByRole('button', { name: /Appearance: your system setting/ }),
    ).toBeInTheDocument();
  });

  it('steps through light and dark, remembering the choice under the inkling_ prefix', async () => {
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: /Switch to light/ }));
    expect(localStorage.getItem('inkling_theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.click(screen.getByRole('button', { name: /Switch to dark/ }));
    expect(localStorage.getItem('inkling_theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await userEvent.click(screen.getByRole('button', { name: /Switch to your system setting/ }));
    expect(localStorage.getItem('inkling_theme')).toBeNull();
  });

  it('restores a stored choice', () => {
    localStorage.setItem('inkling_theme', 'dark');
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: /Appearance: dark/ })).toBeInTheDocument();
  });

  it('the head’s script paints the choice the toggle stored, or the system’s, before React runs', async () => {
    // The script as the page runs it: a string in the head, before any module loads.
    const runHeadScript = () => {
      document.documentElement.classList.remove('dark');
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      (new Function(THEME_INIT_SCRIPT) as () => void)();
    };
    systemDark = true;
    runHeadScript();
    expect(document.documentElement).toHaveClass('dark');

    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: /Switch to light/ }));
    runHeadScript();
    expect(document.documentElement).not.toHaveClass('dark');

    systemDark = false;
    await userEvent.click(screen.getByRole('button', { name: /Switch to dark/ }));
    runHeadScript();
    expect(document.documentElement).toHaveClass('dark');
  });
});
