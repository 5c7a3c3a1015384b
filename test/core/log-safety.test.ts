import { sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../gateway/app.ts';
import type { Database } from '../../drizzle/client.ts';
import { workerDatabase } from '../helpers/platform.ts';

const SECRET = 'relay-pa55word-that-must-not-leak';
let app: App;
let fresh: { database: Database };
const lines: string[] = [];

beforeAll(async () => {
  fresh = { database: await workerDatabase() };
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  app = buildApp({
    database: fresh.database,
    blobDir: mkdtempSync(join(tmpdir(), 'kontor-blobs-')),
    logger: { stream },
    rateLimit: { perMinute: 0 },
    jobs: { work: false },
  });
  await app.start();
});
afterAll(async () => {
  await app?.stop();
});

describe('secrets stay out of the log', () => {
  it('logs a failed query by its statement, never its bind parameters', async () => {
    // A real failure on the real database, with a secret among the values, logged as the platform logs errors.
    const error = await fresh.database.db.execute(sql`select ${SECRET}::integer as n`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(SECRET);
    app.fastify.log.error({ err: error }, 'unexpected error');
    const line = lines.find((l) => l.includes('unexpected error'));
    expect(line).toBeDefined();
    expect(line).not.toContain(SECRET);
    expect(line).toMatch(/select \$1::integer/);
    expect(line).toMatch(/SQLSTATE 22P02/);
  });

  it('redacts secret-named fields and the Authorization header', async () => {
    const from = lines.length;
    app.fastify.log.info(
      { settings: { smtpPassword: SECRET, host: 'smtp.example.com' }, headers: { authorization: `Svc-oauthtoken ${SECRET}` } },
      'relay saved',
    );
    const line = lines.find((l) => l.includes('relay saved'))!;
    expect(line).not.toContain(SECRET);
    expect(line).toContain('smtp.example.com');
    await fetch(new URL('/books/v3/organizations', app.url), { headers: { authorization: `Svc-oauthtoken ${SECRET}` } });
    expect(lines.slice(from).join('\n')).not.toContain(SECRET);
  });
});
