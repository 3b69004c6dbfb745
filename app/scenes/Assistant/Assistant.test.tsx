import type { AiStatus, AiStreamEvent, AskResponse } from '@common/schemas/ai';
import type { AiUsage } from '@common/schemas/billing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiUsageProvider } from '@app/billing/AiUsageProvider';
import { ToastProvider } from '@app/components/toast/ToastProvider';
import Assistant from './Assistant';

const aiOn: AiStatus = {
  chat: true,
  embeddings: true,
  transcription: false,
  provider: 'localhost:11434',
  localOnly: true,
  missing: ['AI_TRANSCRIPTION_MODEL'],
};
const freeUsage: AiUsage = { remaining: 2, limit: 3, canUse: true, isPremium: false };

/** An answer stream the test writes to, event by event; aborting the request errors it, as fetch does. */
function answerStream(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () =>
    controller.error(new DOMException('The user aborted a request.', 'AbortError')),
  );
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: AiStreamEvent) =>
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    end: () => controller.close(),
  };
}

type Stream = ReturnType<typeof answerStream>;

/** The API as the screen sees it; `/api/ai/chat` answers with a stream the test drives (or `chat`). */
function stubApi({
  status = aiOn,
  usage = freeUsage,
  chat,
  ask,
}: { status?: AiStatus; usage?: AiUsage; chat?: () => Response; ask?: AskResponse } = {}) {
  const streams: Stream[] = [];
  const chatRequests: { body: unknown; signal: AbortSignal | null | undefined }[] = [];
  const fetch = vi.fn((path: string, init?: RequestInit) => {
    if (path === '/api/ai/status') return Promise.resolve(Response.json(status));
    if (path === '/api/functions/check-ai-usage') return Promise.resolve(Response.json(usage));
    if (path === '/api/ai/conversations')
      return Promise.resolve(Response.json({ conversations: [] }));
    if (path === '/api/ai/ask' && ask) return Promise.resolve(Response.json(ask));
    if (path === '/api/ai/chat') {
      chatRequests.push({ body: JSON.parse(init?.body as string), signal: init?.signal });
      if (chat) return Promise.resolve(chat());
      const stream = answerStream(init?.signal);
      streams.push(stream);
      return Promise.resolve(stream.response);
    }
    return Promise.resolve(
      Response.json({ error: { code: 'NOT_FOUND', message: path } }, { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, streams, chatRequests };
}

function renderAssistant(path = '/assistant') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AiUsageProvider enabled>
          <MemoryRouter initialEntries={[path]}>
            <Assistant />
          </MemoryRouter>
        </AiUsageProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const messageBox = () => screen.findByRole('textbox', { name: 'Message the assistant' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the assistant screen', () => {
  it('streams the answer into the log as it arrives, then offers its actions', async () => {
    const { streams, chatRequests } = stubApi();
    renderAssistant();
    const user = userEvent.setup();
    await user.type(await messageBox(), 'Study guide on photosynthesis{Enter}');

    await waitFor(() => expect(streams).toHaveLength(1));
    expect(chatRequests[0]?.body).toEqual({
      messages: [{ role: 'user', content: 'Study guide on photosynthesis' }],
    });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(await messageBox()).toHaveValue('');
    expect(await messageBox()).toHaveFocus();

    const stream = streams[0];
    stream?.send({ type: 'start', conversationId: 'c0ffee00-0000-4000-8000-000000000001' });
    stream?.send({ type: 'delta', text: '# Photosynthesis\n\nLight ' });
    expect(await within(log).findByText(/Light/)).toBeInTheDocument();
    expect(within(log).queryByRole('group', { name: 'Answer actions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    stream?.send({ type: 'delta', text: 'becomes sugar.' });
    stream?.send({ type: 'done', text: '# Photosynthesis\n\nLight becomes sugar.' });
    stream?.end();
    const actions = await within(log).findByRole('group', { name: 'Answer actions' });
    expect(within(actions).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Save as note' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
    // The Markdown renderer is its own chunk: the first answer may show as plain text for a moment.
    expect(
      await within(log).findByRole('heading', { name: 'Photosynthesis' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('Stop aborts the request mid-answer and says nothing was counted', async () => {
    const { streams, chatRequests } = stubApi();
    renderAssistant();
    const user = userEvent.setup();
    await user.type(await messageBox(), 'A long essay{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]?.send({ type: 'start' });
    streams[0]?.send({ type: 'delta', text: 'The first paragraph' });
    await screen.findByText('The first paragraph');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(chatRequests[0]?.signal?.aborted).toBe(true);
    expect(await screen.findByText('Stopped. Nothing was counted.')).toBeInTheDocument();
    expect(screen.getByText('The first paragraph')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Answer actions' })).toBeNull();

    // The stopped answer is not part of what the model is sent next.
    await user.type(await messageBox(), 'Shorter, please{Enter}');
    await waitFor(() => expect(chatRequests).toHaveLength(2));
    expect(chatRequests[1]?.body).toEqual({
      messages: [{ role: 'user', content: 'Shorter, please' }],
    });
  });

  it('Shift+Enter starts a new line; an example request fills the box', async () => {
    const { chatRequests } = stubApi();
    renderAssistant();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Business plan for a bakery' }));
    const box = await messageBox();
    expect(box).toHaveValue('Business plan for a bakery');
    expect(box).toHaveFocus();
    await user.type(box, '{Shift>}{Enter}{/Shift}with a budget');
    expect(box).toHaveValue('Business plan for a bakery\nwith a budget');
    expect(chatRequests).toHaveLength(0);
  });

  it('a failed answer shows the error in place, and Try again asks again', async () => {
    const { streams, chatRequests } = stubApi();
    renderAssistant();
    const user = userEvent.setup();
    await user.type(await messageBox(), 'Hello{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]?.send({ type: 'start' });
    streams[0]?.send({
      type: 'error',
      code: 'AI_UNAVAILABLE',
      message: 'The AI model did not answer. Nothing was counted; try again.',
    });
    streams[0]?.end();
    expect(
      await screen.findByText('The AI model did not answer. Nothing was counted; try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(chatRequests).toHaveLength(2));
    expect(chatRequests[1]?.body).toEqual({ messages: [{ role: 'user', content: 'Hello' }] });
  });

  it('a 429 shows the server’s words and the way to /pricing', async () => {
    const words =
      "You have used today's 3 free AI uses. They renew at midnight UTC, or subscribe for unlimited AI.";
    stubApi({
      chat: () =>
        Response.json({ error: { code: 'AI_LIMIT_REACHED', message: words } }, { status: 429 }),
    });
    renderAssistant();
    const user = userEvent.setup();
    await user.type(await messageBox(), 'Hello{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(words)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('out of uses (the seed’s usage check): the box gives way to the out-of-uses state', async () => {
    stubApi({ usage: { remaining: 0, limit: 3, canUse: false, isPremium: false } });
    renderAssistant();
    expect(await screen.findByText('You have used today’s 3 free AI uses.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('textbox', { name: 'Message the assistant' })).toBeNull();
    expect(screen.getByText('0 of 3 AI uses left today')).toBeInTheDocument();
  });

  it('without AI on the server: says so and names what the operator sets', async () => {
    const { chatRequests } = stubApi({
      status: {
        ...aiOn,
        chat: false,
        embeddings: false,
        provider: null,
        missing: ['AI_BASE_URL', 'AI_CHAT_MODEL', 'AI_EMBEDDING_MODEL', 'AI_TRANSCRIPTION_MODEL'],
      },
    });
    renderAssistant();
    expect(
      await screen.findByRole('heading', { name: 'AI is not set up on this server' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AI_BASE_URL and AI_CHAT_MODEL')).toBeInTheDocument();
    expect(screen.getByText(/docs\/OPERATIONS\.md/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message the assistant' })).toBeNull();
    expect(chatRequests).toHaveLength(0);
  });
});

describe('ask your notes', () => {
  it('answers with numbered citations that link to the notes', async () => {
    stubApi({
      ask: {
        answer: 'You launch on 12 May [1], after the beta [2].',
        citations: [
          { noteId: 'n1', title: 'Launch plan', snippet: 'launch the app on 12 May' },
          { noteId: 'n2', title: 'Beta', snippet: 'the beta ends in April' },
        ],
        found: true,
      },
    });
    renderAssistant('/assistant?mode=ask');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'When do we launch?{Enter}',
    );
    const answer = await screen.findByRole('article', { name: 'Answer from your notes' });
    expect(within(answer).getByRole('link', { name: 'Launch plan' })).toHaveAttribute(
      'href',
      '/note/n1',
    );
    expect(within(answer).getByText('the beta ends in April')).toBeInTheDocument();
    expect(
      await within(answer).findByRole('link', { name: '[2]' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/note/n2');
    expect(within(answer).queryByText(/Your notes do not say/)).toBeNull();
  });

  it('says plainly when the notes do not hold the answer', async () => {
    stubApi({
      ask: {
        answer: 'Your notes do not say. Try other words, or write it down first.',
        citations: [],
        found: false,
      },
    });
    renderAssistant('/assistant?mode=ask');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'Capital of Mongolia?{Enter}',
    );
    const answer = await screen.findByRole('article', { name: 'Answer from your notes' });
    expect(within(answer).getByText(/Your notes do not say/)).toBeInTheDocument();
    expect(within(answer).queryByRole('heading', { name: 'Sources' })).toBeNull();
  });

  it('needs the embedding model too: without it, says what the operator sets', async () => {
    stubApi({ status: { ...aiOn, embeddings: false, missing: ['AI_EMBEDDING_MODEL'] } });
    renderAssistant('/assistant?mode=ask');
    expect(
      await screen.findByRole('heading', { name: 'AI is not set up on this server' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AI_EMBEDDING_MODEL')).toBeInTheDocument();
  });
});
