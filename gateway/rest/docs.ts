import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The renderer's files, served from node_modules: the docs page loads nothing from elsewhere. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
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
<script src="/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#api', deepLinking: true });\n`;

/** `GET /openapi.json` (built once, on first request) and `GET /docs`, which renders it. */
export function registerDocs(app: FastifyInstance, document: () => Record<string, unknown>): void {
  const dist = join(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'), '..');
  let built: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    built ??= JSON.stringify(document());
    return reply.type('application/json; charset=utf-8').send(built);
  });
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/init.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  for (const [file, type] of Object.entries(ASSETS)) {
    app.get(`/docs/${file}`, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(dist, file))),
    );
  }
}
