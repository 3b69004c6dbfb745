import { PRODUCT_NAME } from '@common/constants';
import type { DemoResponse } from '@common/schemas/demo';
import { Check, Loader2, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { Button } from '@app/components/ui/Button';
import { apiCall, jsonBody } from '@app/lib/apiClient';
import { seoMeta } from '@app/lib/seo';
import { SiteFooter } from '@app/scenes/Landing/components/SiteFooter';
import { SiteHeader } from '@app/scenes/Landing/components/SiteHeader';

export function meta() {
  return seoMeta({
    title: `Try ${PRODUCT_NAME} without signing up — a demo account in one click`,
    description: `Open a temporary ${PRODUCT_NAME} account filled with sample notes: edit, tag, search and try focus mode. No e-mail, no card; it is deleted after 24 hours.`,
    path: '/demo-setup',
  });
}

const included = [
  'Eight sample notes: a lecture, a stand-up, a recipe, a trip plan, a journal entry and more',
  'Every feature: the editor, tags, search, templates, timeline and focus mode',
  'No e-mail, no password, no card',
  'Deleted with everything in it after 24 hours',
];

/** "Try Inkling without signing up": a demo account on request, then the dashboard. */
export default function DemoSetup() {
  const { user, announce } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'working' | { error: string }>('idle');

  async function start() {
    setState('working');
    try {
      await apiCall<DemoResponse>('/api/demo', jsonBody('POST'));
      await announce('signed-in');
      await navigate('/dashboard');
    } catch (error) {
      setState({ error: error instanceof Error ? error.message : 'The demo could not start.' });
    }
  }

  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-2xl px-4 py-20">
        <h1 className="text-4xl font-bold tracking-tight text-balance">
          Try {PRODUCT_NAME} without signing up
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          We open a temporary account for you, already filled with notes, so you can see how{' '}
          {PRODUCT_NAME} feels before you decide anything.
        </p>
        <ul className="mt-8 grid gap-3">
          {included.map((text) => (
            <li key={text} className="flex gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
        {user ? (
          <p className="mt-10 rounded-xl border border-border bg-card p-5">
            You are already signed in.{' '}
            <Link
              to="/dashboard"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Go to your notes
            </Link>
          </p>
        ) : (
          <div className="mt-10">
            <Button size="lg" onClick={() => void start()} disabled={state === 'working'}>
              {state === 'working' ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <PlayCircle aria-hidden />
              )}
              {state === 'working' ? 'Setting up your demo…' : 'Start the demo'}
            </Button>
            <p className="mt-3 text-sm text-muted-foreground" role="status">
              {state === 'working' ? 'Creating your demo account and its sample notes…' : ''}
            </p>
            {typeof state === 'object' && (
              <p role="alert" className="mt-3 text-sm text-destructive">
                {state.error}{' '}
                <Link to="/signup" className="font-medium underline underline-offset-4">
                  Sign up free
                </Link>
              </p>
            )}
          </div>
        )}
        <p className="mt-12 text-sm text-muted-foreground">
          Like it? Create a real account any time from{' '}
          <Link
            to="/signup"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            the sign-up page
          </Link>
          : notes you make in the demo stay in the demo.
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
