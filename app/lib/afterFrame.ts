/** About one frame at 60 Hz: work a key sets off lands after the frame that shows the key. */
export const AFTER_FRAME_MS = 16;

export interface AfterFrame {
  /** Runs the work once, after the frame, however often it is asked for meanwhile. */
  request(): void;
  /** Runs it now instead (the page hidden, the note closing). */
  now(): void;
  /** Forgets a run asked for and not yet done. */
  cancel(): void;
}

/**
 * For what a key sets off that its frame need not wait for: sending the
 * change, writing it to the device, redrawing what reports it. Done inside the
 * key's handling, each delayed the key's paint in a long note
 * (docs/performance.md, "The save indicator and a key's writes").
 */
export function afterFrame(work: () => void): AfterFrame {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    request: () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        work();
      }, AFTER_FRAME_MS);
    },
    now: () => {
      cancel();
      work();
    },
    cancel,
  };
}
