import { FileText, GraduationCap, Store } from 'lucide-react';

/** The seed's document kinds: a study guide, a business plan, technical docs. */
export const exampleRequests = [
  { icon: GraduationCap, text: 'Study guide on photosynthesis' },
  { icon: Store, text: 'Business plan for a bakery' },
  { icon: FileText, text: 'Technical docs for a REST API' },
] as const;

/** A new chat: what the assistant does, and three requests that fill the message box. */
export function AssistantEmpty({ onPick }: { onPick: (request: string) => void }) {
  return (
    <div className="grid place-items-center gap-4 py-8 text-center">
      <div>
        <h2 className="text-lg font-semibold">What should I write?</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Ask for a document and get formatted Markdown you can save as a note or share in a click.
        </p>
      </div>
      <ul className="grid w-full max-w-xl gap-2 sm:grid-cols-3" aria-label="Example requests">
        {exampleRequests.map(({ icon: Icon, text }) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="flex h-full w-full items-center gap-2 rounded-lg border border-border bg-card p-3 text-left text-sm hover:bg-muted"
            >
              <Icon className="size-4 shrink-0 text-primary" aria-hidden />
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
