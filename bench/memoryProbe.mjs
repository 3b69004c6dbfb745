/**
 * Loaded into the server by `bench/memory.ts` (NODE_OPTIONS=--import): on
 * SIGUSR2 it writes where the process's memory is to MEMORY_PROBE_FILE as
 * JSON: process.memoryUsage(), V8's heap figures, and the WebAssembly
 * memories made in the main thread. Node loads it into every worker thread
 * started from a file too (the database thread, whose WebAssembly memory is
 * PGlite's PostgreSQL, and the Markdown, import and PDF threads): those
 * answer the main thread's question over a BroadcastChannel with their own
 * heap and WebAssembly figures, listed under `workers`. With
 * MEMORY_PROBE_SNAPSHOT set, it also writes a V8 heap snapshot into that folder.
 * Plain JavaScript: the built server runs on plain Node.
 */
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import v8 from 'node:v8';
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

const target = process.env.MEMORY_PROBE_FILE;
/** Every WebAssembly memory made in this thread; weak, so the probe keeps none alive. */
const memories = [];

const remember = (memory) => {
  if (memory instanceof WebAssembly.Memory) memories.push(new WeakRef(memory));
};
const rememberExports = (instance) => {
  for (const value of Object.values(instance.exports)) remember(value);
};

const OriginalMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(OriginalMemory, {
  construct(Target, args) {
    const memory = Reflect.construct(Target, args);
    remember(memory);
    return memory;
  },
});
const originalInstantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => {
  const result = await originalInstantiate(...args);
  rememberExports(result instanceof WebAssembly.Instance ? result : result.instance);
  return result;
};
if (WebAssembly.instantiateStreaming) {
  const originalStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => {
    const result = await originalStreaming(...args);
    rememberExports(result.instance);
    return result;
  };
}

const liveMemories = () => [...new Set(memories.map((ref) => ref.deref()).filter(Boolean))];
const wasmBytes = () => liveMemories().reduce((sum, memory) => sum + memory.buffer.byteLength, 0);

/** The question and the answers between the threads; unref'd, so it keeps no thread alive. */
const channel = new BroadcastChannel('inkling-memory-probe');
channel.unref();
/** How long the main thread waits for the worker threads' answers (the database thread answers between two statements: its housekeeping at start holds it ~2 s). */
const WORKERS_ANSWER_MS = 3_000;

if (!isMainThread) {
  channel.onmessage = ({ data }) => {
    if (data?.kind !== 'ask') return;
    const heap = v8.getHeapStatistics();
    channel.postMessage({
      kind: 'answer',
      threadId,
      heapUsed: heap.used_heap_size,
      heapTotal: heap.total_heap_size,
      wasmMemory: wasmBytes(),
    });
  };
} else if (target) {
  process.on('SIGUSR2', () => {
    const workers = [];
    channel.onmessage = ({ data }) => {
      if (data?.kind === 'answer') workers.push(data);
    };
    channel.postMessage({ kind: 'ask' });
    setTimeout(() => {
      channel.onmessage = null;
      const heap = v8.getHeapStatistics();
      const figures = {
        ...process.memoryUsage(),
        heapLimit: heap.heap_size_limit,
        mallocedMemory: heap.malloced_memory,
        wasmMemory: wasmBytes(),
        wasmMemories: liveMemories().length,
        workers,
        snapshot: process.env.MEMORY_PROBE_SNAPSHOT
          ? v8.writeHeapSnapshot(
              `${process.env.MEMORY_PROBE_SNAPSHOT}/server-${Date.now()}.heapsnapshot`,
            )
          : undefined,
      };
      writeFileSync(target, JSON.stringify(figures));
    }, WORKERS_ANSWER_MS);
  });
}
