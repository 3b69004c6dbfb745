import { Camera, FileText, ScanText, Wand2 } from 'lucide-react';
import { SectionHeading } from './SectionHeading';
import { Walkthrough, type WalkthroughStep } from './Walkthrough';

/**
 * The four steps the seed names, in what ships: the text is read on
 * Inkling's own server (printed text; handwriting is not read reliably), and
 * the AI step is optional. Exported for content/siteClaims.test.ts.
 */
export const photoSteps: WalkthroughStep[] = [
  {
    icon: Camera,
    title: 'Upload photo',
    text: 'Photograph a handout, a page of a book, a printed document or a receipt, or pick photos you already have. On a phone, the camera opens directly.',
  },
  {
    icon: ScanText,
    title: 'Capture notes',
    text: 'Inkling’s own server reads the text, so no one else sees the page. The photo is turned upright and its contrast evened out first. It reads printed and typed text; handwriting is not read reliably.',
  },
  {
    icon: Wand2,
    title: 'AI processing',
    text: 'If you like, Tidy with AI turns the raw text into headings and lists, for one AI use, on a server where AI is set up.',
  },
  {
    icon: FileText,
    title: 'Digital note',
    text: 'An editable note with the photo above its text and hard-to-read words highlighted for you to check. Search finds every word and shows where it sits on the photo.',
  },
];

/** Photo to digital note, in four steps (seed §2). */
export function PhotoToNote() {
  return (
    <section aria-labelledby="photo-title" className="bg-muted/50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="photo-title"
          eyebrow="From paper to pixels"
          title="Photograph a page, search every word"
        >
          Handouts and printed pages get lost in drawers. Photograph them once, several at a time if
          you like, and find every word later with search.
        </SectionHeading>
        <Walkthrough steps={photoSteps} label="Photo to digital note" columns="lg:grid-cols-4" />
      </div>
    </section>
  );
}
