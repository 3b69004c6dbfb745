import { Camera, FileText, ScanText, Wand2 } from 'lucide-react';
import { SectionHeading } from './SectionHeading';
import { Walkthrough, type WalkthroughStep } from './Walkthrough';

const steps: WalkthroughStep[] = [
  {
    icon: Camera,
    title: 'Upload photo',
    text: 'Snap the whiteboard, a page of your notebook or a printed handout, or pick a photo you already have.',
  },
  {
    icon: ScanText,
    title: 'Capture notes',
    text: 'The text is read from the image on the server, handwriting included, in seconds.',
  },
  {
    icon: Wand2,
    title: 'AI processing',
    text: 'AI tidies it into headings, lists and checklists, and suggests a title and tags.',
  },
  {
    icon: FileText,
    title: 'Digital note',
    text: 'A searchable, editable note with the original photo attached, on every device.',
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
          title="Your handwritten notes, searchable"
          inDevelopment
        >
          Paper notes get lost in drawers. Photograph them once and find every word later with
          search.
        </SectionHeading>
        <Walkthrough steps={steps} label="Photo to digital note" columns="lg:grid-cols-4" />
      </div>
    </section>
  );
}
