import { vi } from 'vitest';

/**
 * For tests: a microphone and a MediaRecorder written here, standing in for
 * the browser's (happy-dom has neither). Each recorder hands over one chunk
 * of bytes when stopped, as the real one does.
 */
export class StandInMediaRecorder extends EventTarget {
  static instances: StandInMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly mimeType: string;

  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    super();
    this.mimeType = options?.mimeType ?? 'audio/webm';
    StandInMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    const data = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], {
      type: this.mimeType,
    });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

/** An analyser that always hears the same level. */
class StandInAudioContext {
  createAnalyser() {
    return {
      fftSize: 1024,
      getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.1),
    };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  close() {
    return Promise.resolve();
  }
}

/**
 * Installs the stand-ins on the window. `microphone`: what getUserMedia does
 * ('granted', or the DOMException name it fails with).
 */
export function installMicrophone(microphone: 'granted' | 'NotAllowedError' | 'NotFoundError') {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() =>
    microphone === 'granted'
      ? Promise.resolve(stream)
      : Promise.reject(new DOMException('No', microphone)),
  );
  StandInMediaRecorder.instances = [];
  vi.stubGlobal('MediaRecorder', StandInMediaRecorder);
  vi.stubGlobal('AudioContext', StandInAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return { getUserMedia, track };
}
