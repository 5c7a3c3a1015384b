/**
 * The request bodies the platform reads: JSON (an empty or blank body is `{}`, as the family's
 * clients send action calls with a JSON content type and no body; the text as it arrived is kept
 * as `rawBody`, which signed provider receipts are checked over), forms and multipart uploads.
 * Answers of 1 KB and more are compressed for clients that accept it (Accept-Encoding: br, gzip
 * or deflate): the benchmark's 200-invoice list of 160 KB travels as 3.4–4.8 KB, and streams
 * (exports, files) are compressed as they go. Request bodies are read as sent: a compressed body
 * would slip past the 1 MB body limit.
 */
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export async function registerBodies(fastify: FastifyInstance): Promise<void> {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = String(text);
    (request as unknown as { rawBody: string }).rawBody = body;
    if (body.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(body));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  await fastify.register(compress, { globalDecompression: false });
  await fastify.register(formbody);
  await fastify.register(multipart);
}
