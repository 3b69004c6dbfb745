import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiClient';
import { uploadForm } from './uploadForm';

/** A stand-in XMLHttpRequest that answers what the test says, after one progress event. */
function standInRequest(status: number, responseText: string) {
  const sent: FormData[] = [];
  class StandIn {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push(form);
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 5, total: 10 });
        this.status = status;
        this.responseText = responseText;
        if (status === 0) this.onerror?.();
        else this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', StandIn);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadForm', () => {
  it('answers the status and body of a success, reporting progress on the way', async () => {
    const sent = standInRequest(202, JSON.stringify({ job: { id: 'j1' } }));
    const progress: number[] = [];
    const form = new FormData();
    form.set('mode', 'each');
    const answer = await uploadForm('/api/x', form, { onProgress: (done) => progress.push(done) });
    expect(answer).toEqual({ status: 202, body: { job: { id: 'j1' } } });
    expect(progress).toEqual([5]);
    expect(sent[0]?.get('mode')).toBe('each');
  });

  it('turns the server’s refusal into an ApiError with its words', async () => {
    standInRequest(
      415,
      JSON.stringify({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send a JPEG or PNG.' } }),
    );
    const failure = await uploadForm('/api/x', new FormData()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('says the connection was cut when nothing came back', async () => {
    standInRequest(0, '');
    await expect(uploadForm('/api/x', new FormData())).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('never sends when already cancelled', async () => {
    const sent = standInRequest(200, '{}');
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadForm('/api/x', new FormData(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(0);
  });
});
