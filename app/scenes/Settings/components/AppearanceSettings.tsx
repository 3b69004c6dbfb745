import { useTheme, type ThemeChoice } from '@app/components/theme/ThemeProvider';

const options: { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function AppearanceSettings() {
  const { choice, setChoice } = useTheme();
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className="sr-only">Theme</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-4 py-2 has-checked:border-primary has-checked:bg-accent"
        >
          <input
            type="radio"
            name="theme"
            value={option.value}
            checked={choice === option.value}
            onChange={() => setChoice(option.value)}
            className="accent-primary"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
