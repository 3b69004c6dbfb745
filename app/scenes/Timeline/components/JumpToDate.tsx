import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@app/components/ui/Button';
import { Input, Label } from '@app/components/ui/Input';
import { localDayKey } from '@app/notes/formatDates';

/**
 * "Jump to a date": a labelled date field and a button, rather than jumping
 * on every change, since typing a date by keyboard changes it digit by digit.
 */
export function JumpToDate({ day, onJump }: { day: string | null; onJump: (day: string) => void }) {
  const [value, setValue] = useState(day ?? '');
  const today = localDayKey(new Date().toISOString());

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onJump(value);
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-2">
        <Label htmlFor="timeline-date">Jump to a date</Label>
        <Input
          id="timeline-date"
          type="date"
          max={today}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-44"
        />
      </div>
      <Button type="submit" variant="outline" disabled={!value}>
        Jump
      </Button>
      {day && (
        <Link to="/timeline" className={buttonVariants({ variant: 'ghost' })}>
          Back to today
        </Link>
      )}
    </form>
  );
}
