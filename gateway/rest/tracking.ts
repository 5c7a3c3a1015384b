/**
 * The public tracking endpoints of mail sent with `track_opens` / `track_clicks`
 * (subgraphs/messaging/README.md, "Tracking"): no token, the unguessable path is the proof.
 * `/t/o/{token}` answers a 1×1 GIF, `/t/c/{token}` redirects (302) to the URL that was in the
 * mail and nowhere else; an unknown token is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../drizzle/client.ts';
import type { Clock } from '../../subgraphs/core/values/clock.ts';
import { trackingHit } from '../../subgraphs/messaging/api.ts';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function registerTracking(app: FastifyInstance, database: Database, clock: () => Clock): void {
  app.get<{ Params: { token: string } }>('/t/o/:token', async (request, reply) => {
    const hit = await trackingHit(database.db, 'open', request.params.token, request.headers['user-agent'] ?? null, clock().now());
    if (!hit) return reply.code(404).type('text/plain').send('Not found');
    return reply.code(200).header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
  app.get<{ Params: { token: string } }>('/t/c/:token', async (request, reply) => {
    const hit = await trackingHit(database.db, 'click', request.params.token, request.headers['user-agent'] ?? null, clock().now());
    if (!hit?.url) return reply.code(404).type('text/plain').send('Not found');
    return reply.code(302).header('cache-control', 'no-store').redirect(hit.url);
  });
}
