import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_BODY } from './dashboard-page.ts';

/**
 * The gateway's pages: the front page `/`, `/dashboard` and `/graphiql` (gateway/live/README.md, "Pages").
 * Their code is in `web/` and bundled with esbuild from node_modules (GraphiQL, React,
 * graphql-ws) on the first request, kept in memory for the life of the process: a fresh
 * clone serves them after `npm install`, with no build step and nothing loaded from a CDN.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Bundle {
  js: string;
  css: string;
}

const bundles = new Map<string, Promise<Bundle>>();

/** One entry of web/ as one script and one stylesheet; built once per process. */
export function bundleOf(entry: 'dashboard' | 'graphiql'): Promise<Bundle> {
  let pending = bundles.get(entry);
  if (!pending) {
    pending = build({
      absWorkingDir: ROOT,
      entryPoints: [`web/${entry}.js`],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      outdir: 'web-out',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }).then((result) => {
      const text = (extension: string) => result.outputFiles.find((f) => f.path.endsWith(extension))?.text ?? '';
      return { js: text('.js'), css: text('.css') };
    });
    // A failed build is tried again on the next request.
    pending.catch(() => bundles.delete(entry));
    bundles.set(entry, pending);
  }
  return pending;
}

const page = (title: string, base: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${base}/app.css">
</head>
<body>
${body}
<script src="${base}/app.js"></script>
</body>
</html>
`;

/** GraphiQL's page, at `/graphiql` and for a browser opening `/graphql`. */
export const GRAPHIQL = page(
  'Kontor GraphiQL',
  '/graphiql',
  `<form id="auth">
  <strong>Kontor GraphiQL</strong>
  <label for="token">Token</label><input id="token" name="token" type="password" placeholder="access token (sent as Svc-oauthtoken)" autocomplete="off">
  <label for="organization">Organization</label><input id="organization" name="organization" placeholder="organization id">
  <button type="submit">Use</button>
  <span id="auth-state"></span>
</form>
<div id="graphiql"></div>`,
);

const DASHBOARD = page('Kontor live dashboard', '/dashboard', DASHBOARD_BODY);

/** The pages a newcomer looks for, as the front page and the start-up line name them. */
export const PAGES = [
  { path: '/dashboard', title: 'Dashboard', what: 'invoices, stock counts, export jobs and messages, live' },
  { path: '/graphiql', title: 'GraphiQL', what: 'the federated GraphQL API, explored in the browser (also at /graphql)' },
  { path: '/docs', title: 'API docs', what: 'every REST route, its parameters and answers (OpenAPI at /openapi.json)' },
] as const;

/** The version of this Kontor, as package.json names it. */
export const VERSION: string = JSON.parse(readFileSync(new URL('package.json', `file://${ROOT}`), 'utf8')).version;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The front page: what this server is, where to go, and whether each part answers now. */
export function frontPage(health: readonly { name: string; ok: boolean }[]): string {
  const allOk = health.every((part) => part.ok);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kontor ${escape(VERSION)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{margin-bottom:0}.version{color:#666;margin-top:0}
ul.pages li{margin:.4rem 0}
table{border-collapse:collapse}td,th{padding:.2rem .8rem;text-align:left;border-bottom:1px solid #ddd}
.ok{color:#17702f}.down{color:#b00020;font-weight:bold}
code{background:#f4f4f4;padding:0 .2rem}
</style>
</head>
<body>
<h1>Kontor</h1>
<p class="version">version ${escape(VERSION)}</p>
<p>A self-hosted business platform: accounting, ERP, inventory, expenses, billing, analytics exports and
messaging, as one federated GraphQL API at <code>/graphql</code> and REST routes under <code>/books/v3</code>,
<code>/inventory/v1</code>, <code>/expense/v1</code>, <code>/billing/v1</code>, <code>/restapi/v2</code> and <code>/v1.1</code>.
Calls carry an access token (<code>Authorization: Svc-oauthtoken …</code>) from <code>/oauth/v2/token</code>.</p>
<h2>Pages</h2>
<ul class="pages">
${PAGES.map((p) => `<li><a href="${p.path}">${p.title}</a> (<code>${p.path}</code>): ${escape(p.what)}</li>`).join('\n')}
</ul>
<h2>Health</h2>
<p>${allOk ? 'Every part answers.' : 'Some part does not answer: see below.'} Probes: <a href="/health">/health</a> (the process), <a href="/ready">/ready</a> (every part).</p>
<table id="health">
<thead><tr><th>Part</th><th>Status</th></tr></thead>
<tbody>
${health.map((part) => `<tr><td>${escape(part.name)}</td><td class="${part.ok ? 'ok' : 'down'}">${part.ok ? 'answering' : 'not answering'}</td></tr>`).join('\n')}
</tbody>
</table>
</body>
</html>
`;
}

/** `GET /` (the front page), `GET /dashboard` and `GET /graphiql`, each with its `app.js` and `app.css`. */
export function registerPages(fastify: FastifyInstance, parts: { health(): Promise<{ name: string; ok: boolean }[]> }): void {
  fastify.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(frontPage(await parts.health())),
  );
  for (const [name, html] of [
    ['dashboard', DASHBOARD],
    ['graphiql', GRAPHIQL],
  ] as const) {
    fastify.get(`/${name}`, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html));
    fastify.get(`/${name}/app.js`, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send((await bundleOf(name)).js),
    );
    fastify.get(`/${name}/app.css`, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send((await bundleOf(name)).css),
    );
  }
}
