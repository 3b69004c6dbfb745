/**
 * `npx tsx bench/markdownBudget.ts [base URL]`: sends the Markdown shapes that
 * once stopped the server (long runs of `[`, `*a`, `[a](b) `) and an ordinary
 * long note to a running server, and times `GET /api/health` from a second
 * client meanwhile. Prints each answer, how long it took, and health's
 * p50 / p95 / max latency. Signs up a fresh account on that server.
 */
const base = process.argv[2] ?? 'http://localhost:3000';
const json = { Origin: base, 'Content-Type': 'application/json' };

const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({
    email: `bench-${Date.now()}@example.com`,
    password: 'correct horse battery',
    name: 'Bench',
  }),
});
if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((value) => value.split(';')[0])
  .join('; ');

const ordinary =
  'A paragraph with **bold**, a [link](https://example.com) and `code`.\n\n- a list item\n- [ ] a task\n\n';
const shapes: Record<string, string> = {
  '256 KB of [': '['.repeat(256 * 1024),
  '256 KB of *a': '*a'.repeat(128 * 1024),
  '256 KB of [a](b) ': '[a](b) '.repeat(Math.floor((256 * 1024) / 7)),
  '1.9 MB of [': '['.repeat(1_900_000),
  '1.9 MB of *a': '*a'.repeat(950_000),
  '1.9 MB of [a](b) ': '[a](b) '.repeat(270_000),
  'ordinary note, 200 KB': ordinary.repeat(2_000),
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

for (const [name, markdown] of Object.entries(shapes)) {
  const latencies: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/api/health`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}/api/notes`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ title: name, markdown }),
  });
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await probe;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name}: ${response.status} after ${seconds.toFixed(1)} s; /api/health p50 ` +
      `${quantile(latencies, 0.5).toFixed(1)} / p95 ${quantile(latencies, 0.95).toFixed(1)} / max ` +
      `${(latencies.at(-1) ?? 0).toFixed(1)} ms (${latencies.length} probes)`,
  );
}

// A module, so the awaits above may stand at the top level.
export {};
