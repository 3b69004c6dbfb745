import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const config = readFileSync(path.join(root, 'deploy/nginx/inkling.conf'), 'utf8');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
if (!nginx)
  console.info(
    'deployNginx.test.ts: nginx -t skipped; install nginx to run it: apt-get install -y nginx-light',
  );

/** Directives inside `location <path> { … }` (the file has no nested blocks there). */
const locationBlock = (location: string) =>
  new RegExp(`location ${location} \\{([^}]*)\\}`).exec(config)?.[1] ?? '';

describe('deploy/nginx/inkling.conf', () => {
  it('spreads requests over two instances', () => {
    const upstream = /upstream inkling \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(upstream.match(/^\s*server /gm)).toHaveLength(2);
  });

  it('replaces the client address header instead of appending to it', () => {
    expect(config).not.toMatch(/^\s*proxy_set_header\s+X-Forwarded-For\s+\$proxy_add/m);
    for (const block of [config, locationBlock('/collab')])
      expect(block).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('upgrades the collaboration socket and keeps it open', () => {
    const collab = locationBlock('/collab');
    expect(collab).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(collab).toMatch(/proxy_read_timeout 1h;/);
  });

  it('lets the largest import through (IMPORT_MAX_MB in .env.example)', () => {
    const envExample = readFileSync(path.join(root, '.env.example'), 'utf8');
    const importMb = Number(/^IMPORT_MAX_MB=(\d+)/m.exec(envExample)?.[1]);
    const bodyMb = Number(/client_max_body_size (\d+)m;/.exec(config)?.[1]);
    expect(importMb).toBeGreaterThan(0);
    expect(bodyMb).toBeGreaterThanOrEqual(importMb);
  });

  describe.runIf(nginx)('nginx -t', () => {
    // Made in beforeAll: a skipped describe's body still runs, its afterAll does not.
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'inkling-nginx-'));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('accepts the file inside an http block', () => {
      const [cert, key] = [path.join(folder, 'cert.pem'), path.join(folder, 'key.pem')];
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=notes.example.com',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: 'ignore' },
      );
      const site = config
        .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
        .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
      writeFileSync(path.join(folder, 'inkling.conf'), site);
      writeFileSync(
        path.join(folder, 'nginx.conf'),
        `pid ${folder}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  include ${folder}/inkling.conf;\n}\n`,
      );
      const output = execFileSync(
        nginx ?? 'nginx',
        ['-t', '-p', folder, '-c', path.join(folder, 'nginx.conf')],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      expect(output).toBe('');
    });
  });
});
