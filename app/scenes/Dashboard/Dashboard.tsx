import { PRODUCT_NAME } from '@common/constants';
import { LayoutTemplate, Mic, Plus, ScanText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCommandCenter } from '@app/commands/CommandCenter';
import { Button } from '@app/components/ui/Button';
import { storage } from '@app/lib/storage';
import { useSearchWithMode } from '@app/notes/useSearchMode';
import { useSubscription } from '@app/billing/SubscriptionProvider';
import { useToast } from '@app/components/toast/ToastProvider';
import { JournalReminderBanner } from '@app/journal/JournalReminderBanner';
import { OnThisDayCard } from '@app/journal/OnThisDayCard';
import { AiUsageMeter } from './AiUsageMeter';
import { NoteScreenPreload } from './components/NoteScreenPreload';
import { NotesToolbar, type NoteLayout, type NoteSort } from './components/NotesToolbar';
import { SearchResults } from './components/SearchResults';
import { VirtualNoteList } from './components/VirtualNoteList';
import { useNoteList } from './useNoteList';

export function meta() {
  return [{ title: `Notes — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** Back from Stripe Checkout: say thanks once, and check the subscription at once. */
function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const { refresh } = useSubscription();
  const { toast } = useToast();
  const returned = params.get('checkout') === 'success';
  useEffect(() => {
    if (!returned) return;
    toast({
      title: 'Welcome to Inkling premium',
      description: 'Thank you for subscribing: every feature is yours.',
      variant: 'success',
    });
    void refresh();
    setParams({}, { replace: true });
  }, [returned, refresh, setParams, toast]);
}

/**
 * The installed app's "New note" shortcut opens /dashboard?new=note
 * (app/serviceWorker/webManifest.ts): create a blank note and open it, once.
 */
function useNewNoteShortcut() {
  const [params, setParams] = useSearchParams();
  const { run } = useCommandCenter();
  const wanted = params.get('new') === 'note';
  const handled = useRef(false);
  useEffect(() => {
    if (!wanted || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
    run('new-note');
  }, [wanted, run, setParams]);
}

const LAYOUT_KEY = 'dashboard-layout';

/** The reader's notes: pinned first, then the rest, searched, filtered and sorted. */
export default function Dashboard() {
  useCheckoutReturn();
  useNewNoteShortcut();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [layout, setLayoutState] = useState<NoteLayout>(() =>
    storage.get(LAYOUT_KEY) === 'grid' ? 'grid' : 'list',
  );
  const { run } = useCommandCenter();
  const tag = params.get('tag') ?? '';
  const sortParam = params.get('sort');
  const sort: NoteSort = sortParam === 'created' || sortParam === 'title' ? sortParam : 'updated';

  const filter = { sort, ...(tag ? { tag } : {}) };
  const pinned = useNoteList({ ...filter, pinned: true });
  const others = useNoteList({ ...filter, pinned: false });
  const search = useSearchWithMode(query, tag ? { tag } : {});

  function setParam(name: string, value: string, fallback: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }
  function setLayout(next: NoteLayout) {
    storage.set(LAYOUT_KEY, next);
    setLayoutState(next);
  }

  const loading = pinned.isPending || others.isPending;
  const failed = pinned.error ?? others.error;
  const empty = !loading && pinned.notes.length === 0 && others.notes.length === 0;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <NoteScreenPreload />
      <div className="grid min-w-0 content-start gap-6">
        <JournalReminderBanner />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">
            {tag ? `Notes tagged ${tag}` : 'Notes'}
          </h1>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => run('photo-to-note')}>
              <ScanText aria-hidden />
              Photo to note
            </Button>
            <Button variant="outline" onClick={() => run('voice-note')}>
              <Mic aria-hidden />
              Voice note
            </Button>
            <Button variant="outline" onClick={() => run('new-from-template')}>
              <LayoutTemplate aria-hidden />
              New from template
            </Button>
            <Button onClick={() => run('new-note')}>
              <Plus aria-hidden />
              New note
            </Button>
          </div>
        </div>
        <NotesToolbar
          query={query}
          onQuery={setQuery}
          tag={tag}
          onTag={(value) => setParam('tag', value, '')}
          sort={sort}
          onSort={(value) => setParam('sort', value, 'updated')}
          layout={layout}
          onLayout={setLayout}
          searchMode={
            search.modeAvailable ? { mode: search.mode, onMode: search.setMode } : undefined
          }
        />
        {search.modeRefused && (
          <p role="status" className="-mt-3 text-sm text-muted-foreground">
            Search by meaning is off: AI is not set up on this server. Showing notes with your
            words.
          </p>
        )}
        {query.trim() ? (
          <SearchResults query={query.trim()} {...search} />
        ) : failed ? (
          <p role="alert" className="text-sm text-destructive">
            Your notes could not be loaded: {failed.message}
          </p>
        ) : loading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your notes…
          </p>
        ) : empty ? (
          <EmptyNotes tag={tag} onNew={() => run('new-note')} />
        ) : (
          <>
            {pinned.notes.length > 0 && (
              <section aria-labelledby="pinned-title" className="grid gap-3">
                <h2 id="pinned-title" className="text-sm font-medium text-muted-foreground">
                  Pinned
                </h2>
                <VirtualNoteList
                  notes={pinned.notes}
                  layout={layout}
                  label="Pinned notes"
                  hasMore={pinned.hasNextPage}
                  loadingMore={pinned.isFetchingNextPage}
                  loadMore={() => void pinned.fetchNextPage()}
                />
              </section>
            )}
            {others.notes.length > 0 && (
              <section aria-labelledby="all-notes-title" className="grid gap-3">
                <h2 id="all-notes-title" className="text-sm font-medium text-muted-foreground">
                  {pinned.notes.length > 0 ? 'Other notes' : 'All notes'}
                </h2>
                <VirtualNoteList
                  notes={others.notes}
                  layout={layout}
                  label={pinned.notes.length > 0 ? 'Other notes' : 'All notes'}
                  hasMore={others.hasNextPage}
                  loadingMore={others.isFetchingNextPage}
                  loadMore={() => void others.fetchNextPage()}
                />
              </section>
            )}
          </>
        )}
      </div>
      <aside aria-label="Your plan and journal" className="grid content-start gap-4">
        <AiUsageMeter />
        <OnThisDayCard />
      </aside>
    </div>
  );
}

function EmptyNotes({ tag, onNew }: { tag: string; onNew: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <h2 className="text-lg font-semibold">{tag ? `No notes tagged ${tag}` : 'No notes yet'}</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {tag
          ? 'Add the tag to a note from the note itself, or choose another tag.'
          : 'Capture a thought, a list or a meeting: your first note is a click away.'}
      </p>
      <Button className="mt-6" onClick={onNew}>
        <Plus aria-hidden />
        New note
      </Button>
    </div>
  );
}
