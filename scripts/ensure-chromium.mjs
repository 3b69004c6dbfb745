/**
 * The end-to-end tests drive Debian's Chromium (Playwright cannot download its
 * own browser here). Installs it when missing and we are root; otherwise stops
 * with the exact command to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const installCommand = 'apt-get update && apt-get install -y chromium';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing it (${installCommand})…`);
    execSync(installCommand, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `The end-to-end tests need Chromium at ${CHROMIUM_PATH}. Install it with:\n\n` +
        `  sudo sh -c '${installCommand}'\n\n` +
        'or point CHROMIUM_PATH at another Chromium build, then run npm test again.',
    );
    process.exit(1);
  }
}
