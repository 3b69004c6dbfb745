/** Bundles the server into `dist/server` (scripts/serverBundle.ts says what goes where). */
import path from 'node:path';
import { serverBundle } from './buildPaths';
import { buildServerBundle } from './serverBundle';

await buildServerBundle(path.dirname(serverBundle));
