import type { Transcription } from '@common/schemas/voice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AiUsageProvider } from '@app/billing/AiUsageProvider';
import { billingApi } from '@app/billing/billingApi';
import { TranscriptState } from './TranscriptState';
import { voiceApi } from './voiceApi';

const transcription = (overrides: Partial<Transcription>): Transcription => ({
  id: 't1',
  noteId: 'n1',
  attachmentId: 'a1',
  status: 'queued',
  error: null,
  duration: 12,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  vi.spyOn(billingApi, 'checkAiUsage').mockResolvedValue({
    remaining: 0,
    limit: 3,
    canUse: false,
    isPremium: false,
  });
});

function show(...states: Transcription[]) {
  const list = vi.spyOn(voiceApi, 'transcriptions');
  for (const state of states) list.mockResolvedValueOnce({ transcriptions: [state] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AiUsageProvider enabled>{children}</AiUsageProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(<TranscriptState noteId="n1" attachmentId="a1" />, { wrapper });
  return list;
}

describe('TranscriptState', () => {
  it('says "Transcribing…" and asks again until the transcript is in the note', async () => {
    const list = show(
      transcription({ status: 'queued' }),
      transcription({ status: 'running' }),
      transcription({ status: 'done' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Transcribing…');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3), { timeout: 6_000 });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  }, 10_000);

  it.each([
    ['silent', 'No speech was found in this recording.'],
    ['off', 'Transcription is off on this server: the operator sets AI_TRANSCRIPTION_MODEL.'],
  ] as const)('says what %s means', async (status, words) => {
    show(transcription({ status }));
    expect(await screen.findByRole('status')).toHaveTextContent(words);
  });

  it('shows why a transcript failed and queues it again on Retry', async () => {
    show(transcription({ status: 'failed', error: 'The AI model did not answer.' }));
    const retry = vi
      .spyOn(voiceApi, 'retry')
      .mockResolvedValue({ transcription: transcription({ status: 'queued' }) });
    vi.spyOn(voiceApi, 'transcriptions').mockResolvedValue({
      transcriptions: [transcription({ status: 'queued' })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transcript failed: The AI model did not answer.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry the transcript' }));
    expect(retry).toHaveBeenCalledWith('t1');
    expect(await screen.findByRole('status')).toHaveTextContent('Transcribing…');
  });

  it('out of AI uses: the server’s words and the way to more uses', async () => {
    show(
      transcription({
        status: 'failed',
        error:
          "You have used today's 3 free AI uses. They renew at midnight UTC, or subscribe for unlimited AI.",
      }),
    );
    expect(await screen.findByText(/You have used today's 3 free AI uses/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('button', { name: 'Retry the transcript' })).toBeInTheDocument();
  });
});
