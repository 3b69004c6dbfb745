import {
  REST_DAYS_MAX,
  journalSettingsSchema,
  type JournalSettings as Settings,
} from '@common/schemas/journal';
import { useState, type FormEvent } from 'react';
import { FormField } from '@app/components/form/FormField';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { Input } from '@app/components/ui/Input';
import { browserTimeZone } from '@app/journal/saveBrowserTimeZone';
import { useJournalSettingsQuery, useUpdateJournalSettings } from '@app/queries/journalQueries';

const selectClass =
  'h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm';

/**
 * Every zone this browser lists, plus the saved one and the browser's own:
 * the list leaves out some zones the runtime accepts (UTC among them).
 */
function timeZones(saved: string, browser: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const missing = [...new Set([saved, browser])].filter((zone) => !zones.includes(zone));
  return [...missing, ...zones];
}

/** Asks to notify, when a reminder is turned on; the in-app banner works either way. */
async function askNotificationPermission() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  await Notification.requestPermission().catch(() => undefined);
}

type FieldErrors = Partial<Record<keyof Settings, string>>;

function JournalSettingsForm({ saved }: { saved: Settings }) {
  const update = useUpdateJournalSettings();
  const { toast } = useToast();
  const [form, setForm] = useState(saved);
  const [remind, setRemind] = useState(saved.reminderTime !== null);
  const [reminderTime, setReminderTime] = useState(saved.reminderTime ?? '20:00');
  const [errors, setErrors] = useState<FieldErrors>({});
  const browserZone = browserTimeZone();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = journalSettingsSchema.safeParse({
      ...form,
      reminderTime: remind ? reminderTime : null,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Settings;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (parsed.data.reminderTime && saved.reminderTime === null) await askNotificationPermission();
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Journal settings saved', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
    });
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-5" noValidate>
      <FormField
        id="journal-time-zone"
        label="Time zone"
        hint="Your journal’s days begin and end in this zone."
        error={errors.timeZone}
      >
        {(field) => (
          <select
            {...field}
            value={form.timeZone}
            onChange={(event) => setForm({ ...form, timeZone: event.target.value })}
            className={selectClass}
          >
            {timeZones(form.timeZone, browserZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone === browserZone ? `${zone} (this device)` : zone}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="journal-day-start"
          label="Day starts at"
          hint="Writing before this time still counts for the day before."
          error={errors.dayStartsAt}
        >
          {(field) => (
            <Input
              {...field}
              type="time"
              value={form.dayStartsAt}
              onChange={(event) => setForm({ ...form, dayStartsAt: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="journal-rest-days"
          label="Rest days per week"
          hint="Days off that keep your streak alive."
          error={errors.restDaysPerWeek}
        >
          {(field) => (
            <select
              {...field}
              value={form.restDaysPerWeek}
              onChange={(event) =>
                setForm({ ...form, restDaysPerWeek: Number(event.target.value) })
              }
              className={selectClass}
            >
              {Array.from({ length: REST_DAYS_MAX + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="grid gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={remind}
            onChange={(event) => setRemind(event.target.checked)}
            className="size-4 accent-primary"
          />
          Remind me to write each day
        </label>
        {remind && (
          <FormField
            id="journal-reminder-time"
            label="Reminder time"
            hint="A banner in the app, or a notification when installed. None once you have written."
            error={errors.reminderTime}
          >
            {(field) => (
              <Input
                {...field}
                type="time"
                value={reminderTime}
                onChange={(event) => setReminderTime(event.target.value)}
                className="sm:max-w-48"
              />
            )}
          </FormField>
        )}
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save journal settings'}
        </Button>
      </div>
    </form>
  );
}

/** Settings → Journal: time zone, day start, rest days and the daily reminder. */
export function JournalSettings() {
  const settings = useJournalSettingsQuery();
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load your journal settings: {settings.error.message}
      </p>
    );
  if (!settings.data)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading…
      </p>
    );
  const { saved: _saved, ...saved } = settings.data;
  return <JournalSettingsForm saved={saved} />;
}
