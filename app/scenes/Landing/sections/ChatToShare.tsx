import { Link2, MessageSquareText, NotebookPen, Timer, Zap } from 'lucide-react';
import { SectionHeading } from './SectionHeading';
import { Walkthrough, type WalkthroughStep } from './Walkthrough';

const steps: WalkthroughStep[] = [
  {
    icon: MessageSquareText,
    title: 'Ask AI',
    text: '“A study guide on photosynthesis.” One sentence in the assistant is enough.',
  },
  {
    icon: NotebookPen,
    title: 'Instant note',
    text: 'The answer streams in with headings, lists and tables; Save as note keeps it in your library, ready to edit.',
  },
  {
    icon: Link2,
    title: 'Share link',
    text: 'Share makes a read-only link anyone can open and copies it, ready to paste. One click revokes it.',
  },
];

/**
 * From an AI chat to a shareable document, in three steps, with the time it
 * saves (seed §2): the assistant's own flow, request → Save as note → Share.
 */
export function ChatToShare() {
  return (
    <section aria-labelledby="share-title" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeading
        id="share-title"
        eyebrow="Chat to document"
        title="From a question to a link you can send"
      >
        No copying between a chat window, a word processor and an e-mail.
      </SectionHeading>
      <Walkthrough steps={steps} label="AI chat to shareable document" columns="md:grid-cols-3" />
      <div
        className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2"
        role="group"
        aria-label="Time to a shareable study guide"
      >
        <div className="rounded-2xl border border-border p-6 text-center">
          <Timer className="mx-auto size-6 text-muted-foreground" aria-hidden />
          <p className="mt-3 text-4xl font-bold">5 minutes</p>
          <p className="mt-1 text-sm text-muted-foreground">
            writing, formatting and sending it by hand
          </p>
        </div>
        <div className="rounded-2xl border-2 border-primary bg-accent p-6 text-center text-accent-foreground">
          <Zap className="mx-auto size-6" aria-hidden />
          <p className="mt-3 text-4xl font-bold">10 seconds</p>
          <p className="mt-1 text-sm">asking Inkling and copying the link</p>
        </div>
      </div>
    </section>
  );
}
