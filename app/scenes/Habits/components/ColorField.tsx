import { habitColors } from '@common/schemas/habits';
import { useId } from 'react';
import { toneColor } from '@app/components/charts/chartTones';
import { cn } from '@app/lib/cn';

type HabitColor = (typeof habitColors)[number];

const colourNames: Record<HabitColor, string> = {
  violet: 'Violet',
  blue: 'Blue',
  green: 'Green',
  amber: 'Amber',
  red: 'Red',
  pink: 'Pink',
  teal: 'Teal',
  gray: 'Grey',
};

/** The eight habit colours as a radio group of swatches (arrow keys move, as radios do). */
export function ColorField({
  value,
  onChange,
}: {
  value: HabitColor;
  onChange: (color: HabitColor) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {habitColors.map((color) => (
          <label key={color} className="relative cursor-pointer" title={colourNames[color]}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span className="sr-only">{colourNames[color]}</span>
            <span
              aria-hidden
              className={cn(
                'block size-8 rounded-full ring-offset-2 ring-offset-card peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring',
              )}
              style={{ backgroundColor: toneColor(color) }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
