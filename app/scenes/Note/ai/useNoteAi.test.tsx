import { TITLE_FIELD } from '@common/editor/noteFields';
import type { AiStatus } from '@common/schemas/ai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aiApi } from '@app/ai/aiApi';
import type { AiStreamHandlers } from '@app/ai/aiStream';
import { AiUsageProvider } from '@app/billing/AiUsageProvider';
import { billingApi } from '@app/billing/billingApi';
import { ToastProvider } from '@app/components/toast/ToastProvider';
import { ApiError } from '@app/lib/apiClient';
import { collabTestEditor } from './collabTestEditor';
import { useNoteAi } from './useNoteAi';

const status: AiStatus = {
  chat: true,
  embeddings: true,
  transcription: false,
  provider: 'localhost',
  localOnly: true,
  missing: [],
};

beforeEach(() => {
  vi.spyOn(aiApi, 'status').mockResolvedValue(status);
  vi.spyOn(billingApi, 'checkAiUsage').mockResolvedValue({
    remaining: 2,
    limit: 3,
    canUse: true,
    isPremium: false,
  });
});

function setUp(markdown: string) {
  const { doc, editor, updates, body } = collabTestEditor(markdown);
  const saveTags = vi.fn((_names: string[]) => Promise.resolve());
  const showTitle = vi.fn();
  function Harness() {
    const ai = useNoteAi({ noteId: 'n1', editor, doc, tags: ['Work'], saveTags, showTitle });
    return (
      <>
        <button type="button" onClick={() => ai.openFromEditor(editor)}>
          Open AI
        </button>
        <button type="button" onClick={() => ai.runFromPalette('title')}>
          Palette title
        </button>
        <button type="button" onClick={() => ai.runFromPalette('tags')}>
          Palette tags
        </button>
        {ai.panel}
      </>
    );
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ToastProvider>
          <AiUsageProvider enabled>{children}</AiUsageProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(<Harness />, { wrapper });
  return { doc, editor, updates, saveTags, showTitle, body };
}

/** A streamed answer the test lets through piece by piece. */
function fakeStream() {
  let finish: (text: string) => void = () => undefined;
  let handlers: AiStreamHandlers = {};
  const spy = vi.spyOn(aiApi, 'streamNoteAction').mockImplementation((_id, _request, given) => {
    handlers = given ?? {};
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      handlers.signal?.addEventListener('abort', () =>
        reject(new DOMException('Stopped', 'AbortError')),
      );
    });
  });
  return {
    spy,
    send: (soFar: string) => handlers.onDelta?.('', soFar),
    finish: (text: string) => finish(text),
  };
}

const panel = () => screen.getByRole('dialog', { name: /AI/ });

describe('AI inside a note', () => {
  it('streams an answer for the selection into the preview, and Accept replaces the selection in one undoable step', async () => {
    const user = userEvent.setup();
    const { editor, updates, body } = setUp('Teh cat sat.\n\nAnother line.');
    editor.commands.setTextSelection({ from: 1, to: 13 });
    const stream = fakeStream();

    await user.click(screen.getByRole('button', { name: 'Open AI' }));
    expect(await screen.findByText(/Works on the selected text: “Teh cat sat\.”/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Fix spelling and grammar/ }));

    expect(stream.spy).toHaveBeenCalledWith(
      'n1',
      { action: 'fix-grammar', selection: 'Teh cat sat.' },
      expect.anything(),
    );
    stream.send('The cat');
    expect(await within(panel()).findByText('The cat')).toBeVisible();
    expect(within(panel()).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(updates).toHaveLength(0);

    stream.finish('The cat sat.');
    await within(panel()).findByText('Answer ready.');
    await user.click(within(panel()).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(body()).toBe('The cat sat.\n\nAnother line.'));
    expect(updates).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    editor.commands.undo();
    expect(body()).toBe('Teh cat sat.\n\nAnother line.');
  });

  it('leaves the note untouched on Discard, and stops an answer on Stop', async () => {
    const user = userEvent.setup();
    const { updates, body } = setUp('Some words.');
    const stream = fakeStream();

    await user.click(screen.getByRole('button', { name: 'Open AI' }));
    await user.click(await screen.findByRole('button', { name: /Summarise/ }));
    stream.send('A summary');
    await user.click(await within(panel()).findByRole('button', { name: 'Stop' }));
    expect(await within(panel()).findByText(/Stopped/)).toBeVisible();
    expect(within(panel()).getByRole('button', { name: 'Accept' })).toBeDisabled();

    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(stream.spy).toHaveBeenCalledTimes(2);
    stream.finish('A summary.');
    await within(panel()).findByText('Answer ready.');
    await user.click(within(panel()).getByRole('button', { name: 'Discard' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(body()).toBe('Some words.');
    expect(updates).toHaveLength(0);
  });

  it('says the day’s uses are spent, with the way to pricing', async () => {
    const user = userEvent.setup();
    setUp('Text.');
    vi.spyOn(aiApi, 'streamNoteAction').mockRejectedValue(
      new ApiError(429, 'AI_LIMIT_REACHED', 'You have used today’s 3 free AI uses.'),
    );
    await user.click(screen.getByRole('button', { name: 'Open AI' }));
    await user.click(await screen.findByRole('button', { name: /Continue writing/ }));
    expect(await within(panel()).findByText('You have used today’s 3 free AI uses.')).toBeVisible();
    expect(within(panel()).getByRole('link', { name: /pricing/i })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('shows the model’s failure with Try again', async () => {
    const user = userEvent.setup();
    setUp('Text.');
    vi.spyOn(aiApi, 'streamNoteAction').mockRejectedValue(
      new ApiError(
        502,
        'AI_UNAVAILABLE',
        'The AI model did not answer. Nothing was counted; try again.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Open AI' }));
    await user.click(await screen.findByRole('button', { name: /Improve writing/ }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('did not answer');
    expect(within(panel()).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('offers the not-set-up state instead of the actions when the server has no AI', async () => {
    const user = userEvent.setup();
    vi.spyOn(aiApi, 'status').mockResolvedValue({
      ...status,
      chat: false,
      embeddings: false,
      provider: null,
      missing: ['AI_BASE_URL', 'AI_CHAT_MODEL'],
    });
    setUp('Text.');
    await user.click(screen.getByRole('button', { name: 'Open AI' }));
    expect(await screen.findByText('AI is not set up on this server')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'AI actions' })).not.toBeInTheDocument();
  });

  it('sets the suggested title in the shared title on Accept', async () => {
    const user = userEvent.setup();
    const { doc, showTitle } = setUp('Notes from the trip.');
    vi.spyOn(aiApi, 'noteAction').mockResolvedValue({ result: '"Trip notes"' });
    await user.click(screen.getByRole('button', { name: 'Palette title' }));
    const field = await within(await screen.findByRole('dialog')).findByLabelText(
      'Suggested title',
    );
    expect(field).toHaveValue('Trip notes');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(doc.getText(TITLE_FIELD).toJSON()).toBe('Trip notes');
    expect(showTitle).toHaveBeenCalledWith('Trip notes');
  });

  it('adds the picked tags, and asks again for new ones when allowed', async () => {
    const user = userEvent.setup();
    const { saveTags } = setUp('Gym on Monday, budget review on Friday.');
    const ask = vi
      .spyOn(aiApi, 'noteAction')
      .mockResolvedValueOnce({ result: '', tags: ['work', 'Health'] })
      .mockResolvedValueOnce({ result: '', tags: ['Health', 'Finance'] });
    await user.click(screen.getByRole('button', { name: 'Palette tags' }));
    const dialog = await screen.findByRole('dialog');
    // "work" is already on the note (any case): only Health is offered.
    const chips = await within(dialog).findByRole('list', { name: 'Suggested tags' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Health']);

    await user.click(within(dialog).getByRole('switch', { name: 'Allow new tags' }));
    expect(ask).toHaveBeenLastCalledWith(
      'n1',
      { action: 'tags', newTags: true },
      expect.any(AbortSignal),
    );
    await within(dialog).findByRole('button', { name: 'Finance' });
    await user.click(within(dialog).getByRole('button', { name: 'Health' }));
    expect(within(dialog).getByRole('button', { name: 'Health' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(saveTags).toHaveBeenCalledWith(['Work', 'Finance']);
  });
});
