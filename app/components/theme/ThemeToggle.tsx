import { Monitor, Moon, Sun } from '@app/components/icons/shellIcons';
import { Button } from '@app/components/ui/Button';
import { useTheme, type ThemeChoice } from './ThemeProvider';

const order: ThemeChoice[] = ['system', 'light', 'dark'];
const icons = { light: Sun, dark: Moon, system: Monitor } as const;
const names = { light: 'light', dark: 'dark', system: 'your system setting' } as const;

/**
 * One button that steps through system → light → dark. Deliberately not a
 * menu: the public pages must stay light, and a menu library is not.
 */
export function ThemeToggle() {
  const { choice, setChoice } = useTheme();
  const next = order[(order.indexOf(choice) + 1) % order.length] ?? 'system';
  const Icon = icons[choice];
  const label = `Appearance: ${names[choice]}. Switch to ${names[next]}`;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={() => setChoice(next)}
    >
      <Icon aria-hidden />
    </Button>
  );
}
