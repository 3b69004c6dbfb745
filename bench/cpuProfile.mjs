/**
 * A CPU profile of the server under a bench, for Chromium's DevTools: load it
 * with BENCH_SERVER_NODE_OPTIONS="--import ./bench/cpuProfile.mjs" (Node
 * refuses --cpu-prof in NODE_OPTIONS). It samples from the start and writes
 * `<pid>-<thread>-<time>.cpuprofile` into CPU_PROFILE_DIR (default the system's
 * temporary folder) when the server is told to stop (SIGTERM) or exits.
 * Plain JavaScript: the built server runs on plain Node.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { threadId } from 'node:worker_threads';

const folder = process.env.CPU_PROFILE_DIR ?? os.tmpdir();
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');

let written = false;
function writeProfile() {
  if (written) return;
  written = true;
  // The main thread's own session answers at once, before the process goes on to exit.
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    // Node loads this module into every worker thread started from a file too (the database
    // thread, the parse threads): each writes its own, named by its thread (0: the main thread).
    const file = path.join(folder, `${process.pid}-${threadId}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
}

process.on('SIGTERM', writeProfile);
process.on('exit', writeProfile);
