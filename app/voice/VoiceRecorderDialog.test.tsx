import { MAX_RECORDING_SECONDS } from '@common/schemas/voice';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/lib/apiClient';
import type { UploadOptions } from '@app/lib/uploadForm';
import { installMicrophone } from './mediaStandIns';
import { VoiceRecorderDialog } from './VoiceRecorderDialog';

let now = 1_000_000;
beforeEach(() => {
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setUp(onSave = vi.fn((_file: File, _options: UploadOptions) => Promise.resolve())) {
  const onOpenChange = vi.fn();
  render(
    <VoiceRecorderDialog
      open
      onOpenChange={onOpenChange}
      title="New voice note"
      description="Record or upload audio."
      saveLabel="Save voice note"
      onSave={onSave}
    />,
  );
  return { onSave, onOpenChange, user: userEvent.setup({ applyAccept: false }) };
}

/** Lets the recorder's clock run `seconds` and waits for its tick to show `shown`. */
async function recordFor(seconds: number, shown: string) {
  now += seconds * 1000;
  await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(shown));
}

describe('VoiceRecorderDialog', () => {
  it('records with a level meter, pauses, resumes, and saves the recording', async () => {
    const { track } = installMicrophone('granted');
    const { onSave, onOpenChange, user } = setUp();

    expect(screen.getByText('A recording stops by itself after 30 minutes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recording…');
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    await recordFor(3, '0:03');
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
    now += 60_000; // paused time is not recorded time
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await recordFor(2, '0:05');
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));

    expect(await screen.findByText(/Voice note\.webm · 0:05/)).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save voice note' }));
    const file = onSave.mock.calls[0]?.[0];
    expect(file?.name).toBe('Voice note.webm');
    expect(file?.type).toBe('audio/webm');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('refuses a recording shorter than half a second', async () => {
    installMicrophone('granted');
    const { onSave, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    now += 300;
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That recording was shorter than half a second, so it was not kept. Record again.',
    );
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('stops by itself at the time limit and says so', async () => {
    installMicrophone('granted');
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    now += (MAX_RECORDING_SECONDS - 30) * 1000;
    expect(await screen.findByText('The recording stops by itself in 0:30.')).toBeInTheDocument();
    now += 31_000;
    expect(
      await screen.findByText('The recording stopped by itself at the 30-minute limit.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Voice note\.webm · 30:00/)).toBeInTheDocument();
  });

  it('explains a refused microphone and keeps the upload path', async () => {
    installMicrophone('NotAllowedError');
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inkling may not use the microphone: allow it in your browser’s settings for this site. You can upload an audio file instead.',
    );
    expect(screen.getByRole('button', { name: 'Upload an audio file' })).toBeInTheDocument();
  });

  it('says when there is no microphone', async () => {
    installMicrophone('NotFoundError');
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone was found.');
  });

  it('keeps a recording whose upload failed, to try again or download', async () => {
    installMicrophone('granted');
    const onSave = vi
      .fn((_file: File, _options: UploadOptions) => Promise.resolve())
      .mockImplementationOnce((_file, options) => {
        options.onProgress?.(3, 7);
        return Promise.reject(
          new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Your storage is full: delete some files.'),
        );
      });
    const { onOpenChange, user } = setUp(onSave);
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    now += 2000;
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await user.click(await screen.findByRole('button', { name: 'Save voice note' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: Your storage is full: delete some files.',
    );
    expect(screen.getByRole('link', { name: 'Download the recording' })).toHaveAttribute(
      'download',
      'Voice note.webm',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave.mock.calls[1]?.[0]).toBe(onSave.mock.calls[0]?.[0]);
  });

  it('uploads a chosen audio file, and refuses one too large or not audio before sending', async () => {
    const { onSave, onOpenChange, user } = setUp();
    const input = screen.getByLabelText('Audio file');

    const huge = new File(['x'], 'lecture.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(huge, 'size', { value: 101 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'lecture.mp3 is 101 MB: audio files can be at most 100 MB.',
    );
    await user.upload(input, new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'page.html is not an audio file (WebM, Ogg, M4A, MP3, WAV or AAC).',
    );
    expect(onSave).not.toHaveBeenCalled();

    await user.upload(input, new File(['ID3'], 'Interview.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSave.mock.calls[0]?.[0].name).toBe('Interview.mp3');
  });
});
