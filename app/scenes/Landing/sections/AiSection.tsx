import { BookOpenCheck, Briefcase, FileCode2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { Button } from '@app/components/ui/Button';
import { SectionHeading } from './SectionHeading';

const kinds = [
  {
    icon: FileCode2,
    title: 'Technical docs',
    prompt: '“Write setup docs for our API: auth, rate limits, a curl example.”',
    text: 'Headings, numbered steps and code blocks with syntax highlighting, ready to share with your team.',
  },
  {
    icon: BookOpenCheck,
    title: 'Study guides',
    prompt: '“A study guide on entropy, with practice questions.”',
    text: 'Key terms, a summary per topic and a checklist of questions to test yourself before the exam.',
  },
  {
    icon: Briefcase,
    title: 'Business plans',
    prompt: '“Draft a one-page plan for a weekend coffee cart: costs, pricing, risks.”',
    text: 'A structured draft with a table of costs and the questions you still need to answer.',
  },
];

/** Where the section's button leads: the assistant, or sign-up and then the assistant. */
const ASSISTANT_PATH = '/assistant';
const SIGN_UP_FOR_ASSISTANT = `/signup?next=${encodeURIComponent(ASSISTANT_PATH)}`;

/** AI that writes real documents into your notes (seed §2, third section). */
export function AiSection() {
  const signedIn = useAuth().user !== null;
  return (
    <section aria-labelledby="ai-title" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeading id="ai-title" eyebrow="AI writing" title="Ask for a document, get a note">
        Describe what you need in a sentence. The AI assistant writes it as formatted text, and one
        click saves it as a note in your library: edit it, tag it, share it.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {kinds.map(({ icon: Icon, title, prompt, text }) => (
          <li key={title} className="flex flex-col rounded-2xl border border-border bg-card p-6">
            <Icon className="size-6 text-primary" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm italic">{prompt}</p>
            <p className="mt-3 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to={signedIn ? ASSISTANT_PATH : SIGN_UP_FOR_ASSISTANT}>
            <Sparkles aria-hidden />
            Start writing with AI
          </Link>
        </Button>
      </div>
    </section>
  );
}
