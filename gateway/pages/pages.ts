import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_BODY } from './dashboard-page.ts';

/**
 * The gateway's two pages, `/dashboard` and `/graphiql` (gateway/live/README.md, "Pages").
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

const GRAPHIQL = page(
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

/** `GET /dashboard` and `GET /graphiql`, each with its `app.js` and `app.css`. */
export function registerPages(fastify: FastifyInstance): void {
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
