import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The renderer's files, served from node_modules: the docs page loads nothing from elsewhere. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Kontor REST API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/swagger-ui-standalone-preset.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

/** Where a module's own document is served: `/books/v3` → `/openapi/books-v3.json`. */
export function moduleDocumentPath(prefix: string): string {
  return `/openapi/${prefix.slice(1).replaceAll('/', '-')}.json`;
}

/**
 * `GET /openapi.json`, every route; `GET /openapi/<module>.json`, one module's routes with its
 * prefix as the server (each built once, on first request); and `GET /docs`, which renders them
 * with a picker.
 */
export function registerDocs(app: FastifyInstance, prefixes: readonly string[], document: (server?: string) => Record<string, unknown>): void {
  const dist = join(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'), '..');
  const urls = [{ url: '/openapi.json', name: 'Every route' }, ...prefixes.map((prefix) => ({ url: moduleDocumentPath(prefix), name: prefix }))];
  // Resources start folded, with a filter over their names: the page draws a line per resource,
  // not a block per operation (drawing all 1,100 took Chromium 16 s), and a reader opens the one
  // they want. The schemas stay with the operations that use them.
  const options = { urls, dom_id: '#api', deepLinking: true, layout: 'StandaloneLayout', docExpansion: 'none', filter: true, defaultModelsExpandLevel: -1 };
  const init = `window.ui = SwaggerUIBundle({ ...${JSON.stringify(options)}, presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset] });\n`;
  for (const server of [undefined, ...prefixes]) {
    let built: string | undefined;
    app.get(server === undefined ? '/openapi.json' : moduleDocumentPath(server), async (_request, reply) => {
      built ??= JSON.stringify(document(server));
      return reply.type('application/json; charset=utf-8').send(built);
    });
  }
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/init.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(init));
  for (const [file, type] of Object.entries(ASSETS)) {
    app.get(`/docs/${file}`, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(dist, file))),
    );
  }
}
