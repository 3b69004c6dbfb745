import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { createNoteFromTemplate, signupPathFor } from './templateHandoff';

/**
 * "Use this template": a visitor goes to sign-up with the template picked;
 * a signed-in user gets the note at once. A plain link underneath, so it
 * works before the page's script has loaded.
 */
export function UseTemplateButton({ slug, name }: { slug: string; name: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!user) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    createNoteFromTemplate(slug)
      .then((id) => navigate(`/note/${id}`))
      .catch((error: unknown) =>
        toast({
          title: 'The note was not created',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <Button asChild size="sm" className="w-full">
      <Link
        to={signupPathFor(slug)}
        onClick={handleClick}
        // The name says which template; it starts with the visible words (WCAG 2.5.3).
        aria-label={busy ? undefined : `Use this template: ${name}`}
        aria-disabled={busy || undefined}
      >
        {busy ? 'Creating your note...' : 'Use this template'}
      </Link>
    </Button>
  );
}
