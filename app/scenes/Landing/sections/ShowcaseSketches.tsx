import { cn } from '@app/lib/cn';

/**
 * Showcases without a screenshot, drawn in the app's own style (no stock
 * art). They are pictures: hidden from screen readers, whose users read the
 * showcase's words beside them instead.
 */
export function ShowcaseSketch({ id }: { id: string }) {
  if (id === 'ai-chat') return <ChatSketch />;
  if (id === 'ai-note') return <NoteAiSketch />;
  if (id === 'journal') return <JournalSketch />;
  if (id === 'habits') return <HabitsSketch />;
  return <ShareSketch />;
}

const card = 'rounded-xl border border-border bg-card p-6 shadow-xl';

function ChatSketch() {
  return (
    <div aria-hidden className={cn(card, 'grid gap-3')}>
      <p className="ml-auto max-w-xs rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground">
        A study guide on photosynthesis
      </p>
      <div className="max-w-sm rounded-2xl rounded-bl-sm bg-muted px-4 py-3 text-sm">
        <p className="font-semibold">Photosynthesis — study guide</p>
        <p className="mt-1 text-muted-foreground">
          Key terms · Light reactions · Calvin cycle · 8 practice questions
        </p>
      </div>
      <div className="flex gap-2 text-xs">
        <span className="rounded-md border border-border px-2.5 py-1">Save as note</span>
        <span className="rounded-md border border-border px-2.5 py-1">Share</span>
      </div>
    </div>
  );
}

/** A selected paragraph, and the action's result waiting in its preview. */
function NoteAiSketch() {
  return (
    <div aria-hidden className={cn(card, 'grid gap-3 text-sm')}>
      <p>
        <span className="bg-primary/20">
          We agreed to move the launch to March, Sam owns the pricing page and the beta list closes
          on Friday.
        </span>
      </p>
      <div className="rounded-lg border border-primary/40 bg-muted px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Make a checklist
        </p>
        <p className="mt-2">☐ Move the launch to March</p>
        <p>☐ Sam: pricing page</p>
        <p>☐ Close the beta list on Friday</p>
      </div>
      <div className="flex gap-2 text-xs">
        <span className="rounded-md bg-primary px-2.5 py-1 text-primary-foreground">Accept</span>
        <span className="rounded-md border border-border px-2.5 py-1">Discard</span>
      </div>
    </div>
  );
}

function ShareSketch() {
  return (
    <div aria-hidden className={card}>
      <p className="text-sm font-semibold">Share “Lisbon, 4 days in May”</p>
      <p className="mt-3 truncate rounded-lg border border-input bg-background px-3 py-2 font-mono text-xs">
        …/share/7f3c9a
      </p>
      <p className="mt-3 text-xs text-muted-foreground">
        Anyone with the link can read · Revoke any time
      </p>
    </div>
  );
}

/**
 * The app's mood words (MOOD_WORDS in common/schemas/journal.ts), written out
 * rather than imported so zod stays out of the landing page's JavaScript.
 */
const moodWords = ['Awful', 'Bad', 'Okay', 'Good', 'Great'];

/** Today's page: the prompt, the mood words (one picked) and the gratitude lines. */
function JournalSketch() {
  return (
    <div aria-hidden className={cn(card, 'grid gap-4 text-sm')}>
      <p className="font-semibold">Tuesday, 24 November</p>
      <p className="rounded-lg bg-muted px-3 py-2 text-muted-foreground italic">
        What made you laugh this week?
      </p>
      <div className="flex flex-wrap gap-1.5">
        {moodWords.map((word) => (
          <span
            key={word}
            className={cn(
              'rounded-full border px-2.5 py-0.5 text-xs',
              word === 'Good'
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border text-muted-foreground',
            )}
          >
            {word}
          </span>
        ))}
      </div>
      <div className="grid gap-1.5">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Grateful for
        </p>
        {['A long call with my sister', 'Soup on a cold evening', ''].map((line, index) => (
          <p key={index} className="min-h-7 border-b border-border pb-1">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}

const week = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];

/** Three habits over a week: done, skipped (a dash) and not yet, with a strength bar each. */
const habits = [
  { name: 'Walk 20 minutes', days: 'xx-xxx.', strength: 'w-4/5' },
  { name: 'Read before bed', days: 'x.xx.x.', strength: 'w-1/2' },
  { name: 'At most 2 coffees', days: 'xxxx.xx', strength: 'w-2/3' },
];

function HabitsSketch() {
  return (
    <div aria-hidden className={cn(card, 'grid gap-4 text-sm')}>
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-3">
        <span />
        <span className="flex gap-1 text-center text-xs text-muted-foreground">
          {week.map((day, index) => (
            <span key={index} className="w-5 sm:w-6">
              {day}
            </span>
          ))}
        </span>
      </div>
      {habits.map((habit) => (
        <div key={habit.name} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1.5">
          <span className="truncate font-medium">{habit.name}</span>
          <span className="flex gap-1">
            {[...habit.days].map((mark, index) => (
              <span
                key={index}
                className={cn(
                  'grid size-5 place-items-center rounded-md border text-xs sm:size-6',
                  mark === 'x' && 'border-primary bg-primary text-primary-foreground',
                  mark === '-' && 'border-border text-muted-foreground',
                  mark === '.' && 'border-border',
                )}
              >
                {mark === '-' ? '–' : ''}
              </span>
            ))}
          </span>
          <span className="col-span-2 h-1.5 rounded-full bg-muted">
            <span className={cn('block h-full rounded-full bg-primary', habit.strength)} />
          </span>
        </div>
      ))}
    </div>
  );
}
