import { afterAll, beforeAll } from 'vitest';
import { closeMarkdownPool, startMarkdownPool } from '../markdown/markdownPool';
import { closeTestDatabase } from './support';

// Each test file gets its own database handle; close it so the worker can exit.
afterAll(closeTestDatabase);
// The Markdown parse thread: started before the tests (a busy machine takes seconds), ended after.
beforeAll(startMarkdownPool, 60_000);
afterAll(closeMarkdownPool);
