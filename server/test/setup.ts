import { afterAll, beforeAll } from 'vitest';
import { startMarkdownPool } from '../markdown/markdownPool';
import { closeTestDatabase } from './support';

// Each test file gets its own database handle; close it so the worker can exit.
afterAll(closeTestDatabase);
// The Markdown parse thread: started before the tests (a busy machine takes seconds). Server
// workers keep modules between files (isolate: false), so the pool and its thread outlive the
// file: the next file's start is a no-op instead of a new thread loading the parser through tsx.
beforeAll(startMarkdownPool, 60_000);
