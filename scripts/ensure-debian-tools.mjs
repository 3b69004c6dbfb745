/**
 * The test suites need programs from Debian that npm cannot install:
 * Chromium for the end-to-end tests (Playwright cannot download its own
 * browser here), poppler-utils' `pdftotext`, which reads exported PDFs back
 * as text, and `redis-server`, which the Redis tests start on a port of their
 * own. Usage: `node scripts/ensure-debian-tools.mjs chromium pdftotext redis-server`.
 * Installs what is missing when we are root; otherwise stops with the exact
 * command to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = {
  chromium: {
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    debianPackage: 'chromium',
    neededBy: 'The end-to-end tests',
    alternative: 'or point CHROMIUM_PATH at another Chromium build, ',
  },
  pdftotext: {
    path: '/usr/bin/pdftotext',
    debianPackage: 'poppler-utils',
    neededBy: 'The PDF export tests',
    alternative: '',
  },
  'redis-server': {
    path: '/usr/bin/redis-server',
    debianPackage: 'redis-server',
    neededBy: 'The Redis tests (shared limits, two instances)',
    alternative: '',
  },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in tools));
if (unknown.length > 0) {
  console.error(`Unknown tool(s): ${unknown.join(', ')}. Known: ${Object.keys(tools).join(', ')}.`);
  process.exit(2);
}

const missing = wanted.map((name) => tools[name]).filter((tool) => !existsSync(tool.path));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  const installCommand = `apt-get update && apt-get install -y ${packages}`;
  if (process.getuid?.() === 0) {
    console.log(`Missing ${packages}: installing (${installCommand})…`);
    execSync(installCommand, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    for (const tool of missing) console.error(`${tool.neededBy} need ${tool.path}.`);
    console.error(
      `Install ${missing.length === 1 ? 'it' : 'them'} with:\n\n  sudo sh -c '${installCommand}'\n\n` +
        `${missing.map((tool) => tool.alternative).join('')}then run npm test again.`,
    );
    process.exit(1);
  }
}
