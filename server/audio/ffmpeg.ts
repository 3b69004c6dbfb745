import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';

/** Where ffmpeg is, and why it cannot be used when it cannot. */
export type FfmpegBinary =
  { path: string; problem: null } | { path: string | null; problem: string };

/**
 * The ffmpeg to run: FFMPEG_PATH when the operator set one, else the static
 * build of @ffmpeg-installer/ffmpeg. npm 11 does not run that package's
 * install script, which sets the executable bit: it is set here if missing.
 * Never throws: a problem is returned in words an operator can act on.
 * Synchronous: it runs once, at start.
 */
export function resolveFfmpeg(configured?: string): FfmpegBinary {
  if (configured) {
    const problem = notExecutable(configured);
    return problem
      ? { path: configured, problem: `FFMPEG_PATH (${configured}) ${problem}` }
      : { path: configured, problem: null };
  }
  let bundled: string;
  try {
    const require = createRequire(import.meta.url);
    bundled = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    return {
      path: null,
      problem: `the bundled ffmpeg (@ffmpeg-installer/ffmpeg) is not installed for this platform (${String(error)}); install ffmpeg and set FFMPEG_PATH`,
    };
  }
  if (notExecutable(bundled) === 'is not executable') {
    try {
      // What the package's skipped postinstall would have done.
      chmodSync(bundled, 0o755);
    } catch {
      // Not ours to change (a read-only install): said below.
    }
  }
  const problem = notExecutable(bundled);
  return problem
    ? {
        path: bundled,
        problem: `the bundled ffmpeg (${bundled}) ${problem}; run chmod +x on it or set FFMPEG_PATH`,
      }
    : { path: bundled, problem: null };
}

function notExecutable(file: string): string | null {
  try {
    accessSync(file, constants.F_OK);
  } catch {
    return 'does not exist';
  }
  try {
    accessSync(file, constants.X_OK);
    return null;
  } catch {
    return 'is not executable';
  }
}

export interface FfmpegRun {
  /** What ffmpeg writes to its output (`pipe:1`), read as it comes. */
  stdout: Readable;
  /**
   * Resolves once ffmpeg has exited: its exit code (null when killed), why it
   * was killed, and the end of what it said on stderr (its errors).
   */
  exited: Promise<{ code: number | null; killed: 'timeout' | 'stopped' | null; stderr: string }>;
  /** Ends it now (the caller has read enough, or was aborted). */
  stop(): void;
}

/** ffmpeg's own errors are short; more than this is kept from the end only. */
const MAX_STDERR_CHARS = 4096;

/**
 * Runs ffmpeg on a file without a shell: no keyboard on stdin, no banner,
 * errors only, one thread, only the file and pipe protocols (an input cannot
 * make it open a URL), the demuxer chosen by the caller from the bytes (never
 * guessed: a playlist or concat script is never read), and killed past
 * `timeoutMs`. Output goes to stdout for the caller to read as a stream.
 */
export function runFfmpeg(
  binary: string,
  input: { path: string; demuxer: string },
  outputArgs: string[],
  { timeoutMs }: { timeoutMs: number },
): FfmpegRun {
  const args = [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-threads',
    '1',
    '-protocol_whitelist',
    'file,pipe',
    '-f',
    input.demuxer,
    '-i',
    `file:${input.path}`,
    ...outputArgs,
  ];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
  let stderr = '';
  let killed: 'timeout' | 'stopped' | null = null;
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-MAX_STDERR_CHARS);
  });
  const kill = (reason: 'timeout' | 'stopped') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killed ??= reason;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => kill('timeout'), timeoutMs);
  const exited = new Promise<{
    code: number | null;
    killed: 'timeout' | 'stopped' | null;
    stderr: string;
  }>((resolve) => {
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, killed, stderr: `${stderr}\n${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, killed, stderr });
    });
  });
  return { stdout: child.stdout, exited, stop: () => kill('stopped') };
}
