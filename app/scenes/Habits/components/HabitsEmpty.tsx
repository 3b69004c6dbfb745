import { Plus, Repeat } from 'lucide-react';
import { Button } from '@app/components/ui/Button';

/** No habits yet: what a habit is here, and the way to the first one. */
export function HabitsEmpty({ onNew }: { onNew: () => void }) {
  return (
    <section
      aria-labelledby="habits-empty-title"
      className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center"
    >
      <Repeat className="size-8 text-muted-foreground" aria-hidden />
      <h2 id="habits-empty-title" className="text-lg font-semibold">
        Build habits one day at a time
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        A habit is something you mean to do every day, a few times a week or on chosen weekdays — or
        something to cut down. Check in with one tap; skip a day when you are ill or away without
        losing your streak. Its strength grows with every check-in and fades slowly when you miss
        one.
      </p>
      <Button onClick={onNew}>
        <Plus aria-hidden />
        New habit
      </Button>
    </section>
  );
}
