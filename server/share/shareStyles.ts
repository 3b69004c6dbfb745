import { createHash } from 'node:crypto';

/**
 * The shared page's whole stylesheet, inline (one request, no script): the
 * app's colours (app/app.css) for light and, by the reader's system
 * setting, dark; the system font stack; a readable column that fits a phone.
 */
export const SHARE_CSS = `
:root{color-scheme:light dark;--bg:#fdfcfa;--fg:#1c1917;--muted:#f3f1ee;--muted-fg:#57534e;--card:#fff;--border:#e2ded8;--primary:#5b21b6;--ring:#6d28d9;--mark:#fde68a}
@media (prefers-color-scheme:dark){:root{--bg:#141217;--fg:#f4f2f7;--muted:#221f27;--muted-fg:#b4aebf;--card:#1b1820;--border:#34303b;--primary:#a78bfa;--ring:#a78bfa;--mark:#854d0e}}
*{box-sizing:border-box}
html{background:var(--bg);color:var(--fg)}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif,'Apple Color Emoji','Segoe UI Emoji';line-height:1.65;-webkit-font-smoothing:antialiased;overflow-wrap:anywhere}
a{color:var(--primary);text-underline-offset:3px}
:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
header,main,footer{width:100%;max-width:46rem;margin:0 auto;padding:0 1.25rem}
header{padding-top:1.25rem;padding-bottom:1.25rem}
.brand{font-weight:700;text-decoration:none;color:var(--fg)}
main{flex:1;padding-bottom:3rem}
h1{font-size:2.25rem;line-height:1.2;letter-spacing:-.02em;margin:1rem 0 1.5rem}
h2{font-size:1.6rem;line-height:1.3;margin:2rem 0 .75rem}
h3{font-size:1.3rem;margin:1.75rem 0 .5rem}
h4,h5,h6{font-size:1.1rem;margin:1.5rem 0 .5rem}
p{margin:0 0 1rem}
ul,ol{padding-left:1.5rem;margin:0 0 1rem}
li>p{margin:0 0 .25rem}
ul.tasks{list-style:none;padding-left:0}
li.task{display:flex;gap:.6rem;align-items:flex-start}
li.task>input{margin-top:.45rem;width:1rem;height:1rem;accent-color:var(--primary)}
li.task>div{flex:1;min-width:0}
blockquote{margin:0 0 1rem;padding:.25rem 0 .25rem 1rem;border-left:3px solid var(--border);color:var(--muted-fg)}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;background:var(--muted);border-radius:.3rem;padding:.1rem .3rem}
pre{background:var(--muted);border:1px solid var(--border);border-radius:.5rem;padding:1rem;overflow-x:auto;margin:0 0 1rem}
pre code{background:none;padding:0;white-space:pre}
hr{border:0;border-top:1px solid var(--border);margin:2rem 0}
img{max-width:100%;height:auto;border-radius:.5rem}
figure.audio{margin:0 0 1rem;padding:.75rem;border:1px solid var(--border);border-radius:.5rem;background:var(--card)}
figure.audio figcaption{font-weight:600;margin-bottom:.5rem}
figure.audio .length{font-weight:400;color:var(--muted-fg);margin-left:.35rem;font-variant-numeric:tabular-nums}
audio{display:block;width:100%}
mark{background:var(--mark);color:inherit;border-radius:.2em;padding:0 .1em}
.table{overflow-x:auto;margin:0 0 1rem}
table{border-collapse:collapse;min-width:100%}
th,td{border:1px solid var(--border);padding:.4rem .6rem;text-align:left;vertical-align:top}
th{background:var(--muted)}
th>p,td>p{margin:0}
.meta{color:var(--muted-fg);font-size:.9rem;margin:-1rem 0 2rem}
.notice{max-width:28rem;margin:4rem auto;text-align:center}
.notice h1{font-size:1.75rem}
form{display:grid;gap:.75rem;text-align:left;margin-top:1.5rem}
label{font-weight:600;font-size:.95rem}
input[type=password]{font:inherit;height:2.75rem;padding:0 .75rem;border:1px solid var(--border);border-radius:.5rem;background:var(--card);color:var(--fg)}
button{font:inherit;font-weight:600;height:2.75rem;border:0;border-radius:.5rem;background:var(--primary);color:var(--bg);cursor:pointer}
.error{color:#b91c1c;font-weight:600;margin:0}
@media (prefers-color-scheme:dark){.error{color:#f87171}}
footer{padding-top:1.5rem;padding-bottom:2rem;border-top:1px solid var(--border);color:var(--muted-fg);font-size:.9rem}
`.trim();

/** The policy's hash of the stylesheet: the only style the page may apply. */
export const SHARE_CSS_HASH = `'sha256-${createHash('sha256').update(SHARE_CSS).digest('base64')}'`;

/**
 * The shared page's Content-Security-Policy: no script of any kind, no
 * style but the one above, images, recordings and forms from this site only,
 * no frames.
 */
export const SHARE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src ${SHARE_CSS_HASH}`,
  "img-src 'self'",
  "media-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
