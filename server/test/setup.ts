import { afterAll } from 'vitest';
import { closeTestDatabase } from './support';

// Each test file gets its own database handle; close it so the worker can exit.
afterAll(closeTestDatabase);
