import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { safeNext } from '@app/auth/safeNext';
import { apiCall, jsonBody } from '@app/lib/apiClient';

const templateSlug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The built-in template a visitor picked (`?template=<slug>`), if the value is a slug. */
export function templateFromSearch(params: URLSearchParams): string | null {
  const value = params.get('template');
  return value && templateSlug.test(value) ? value : null;
}

/** The sign-up address that carries a picked template through to the new account. */
export function signupPathFor(slug: string): string {
  return `/signup?template=${encodeURIComponent(slug)}`;
}

/** Creates a note from a built-in template and returns its id (the session cookie signs the call). */
export async function createNoteFromTemplate(slug: string): Promise<string> {
  const { note } = await apiCall<{ note: { id: string } }>(
    '/api/notes',
    jsonBody('POST', { templateId: `builtin:${slug}` }),
  );
  return note.id;
}

/**
 * Where a signed-in visitor goes from the sign-up screen: to a new note made
 * from the template they picked in the gallery, else on to `next` or the
 * dashboard. Runs once, whether they just signed up or already were signed
 * in. Returns true while the note is being made.
 */
export function useSignedInHandoff(): boolean {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const template = templateFromSearch(params);
  const next = safeNext(params.get('next'));
  const started = useRef(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    if (!template) {
      void navigate(next, { replace: true });
      return;
    }
    setCreating(true);
    createNoteFromTemplate(template)
      .then((id) => navigate(`/note/${id}`, { replace: true }))
      // The account exists either way: never strand the visitor on the sign-up screen.
      .catch(() => navigate(next, { replace: true }));
  }, [user, template, next, navigate]);

  return creating;
}
