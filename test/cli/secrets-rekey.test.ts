/**
 * Key rotation: `kontor secrets rekey` re-encrypts every registered column of sealed secrets
 * under the new KONTOR_SECRET_KEY, opening each with it or KONTOR_SECRET_KEY_PREVIOUS, in one
 * transaction; afterwards the values open with the new key alone. Runs the real command against
 * PGlite in a DATA_DIR, or PostgreSQL when TEST_DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../drizzle/client.ts';
import { isSealed, openSecret, sealSecret, useSecretKey } from '../../subgraphs/core/platform/secrets.ts';
import { encryptedColumnsOf } from '../../subgraphs/core/platform/modules.ts';
import { MODULES } from '../../subgraphs/index.ts';
import { freshDatabase, seededDataDir } from '../helpers/database.ts';

const BIN = fileURLToPath(new URL('../../bin/kontor.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const onPostgres = !!process.env.TEST_DATABASE_URL;

const hexKey = () => randomBytes(32).toString('hex');
const OLD = hexKey();
const NEW = hexKey();

function kontor(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const {
    DATABASE_URL: _d,
    DATA_DIR: _a,
    TEST_DATABASE_URL: _t,
    NODE_ENV: _n,
    VITEST: _v,
    KONTOR_SECRET_KEY: _k,
    KONTOR_SECRET_KEY_PREVIOUS: _p,
    ...rest
  } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...rest, LOG_LEVEL: 'warn', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let dataDir: string;
let place: Record<string, string>;
let shared: Database | undefined;
let drop: () => Promise<void> = async () => {};
/** The database as the command sees it: PostgreSQL's stays open beside it; PGlite is opened only while no command runs. */
async function open(): Promise<Pick<Database, 'query' | 'close'>> {
  if (shared) return { query: shared.query.bind(shared), close: async () => {} };
  return openDatabase({ dataDir: join(dataDir, 'pglite') });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kontor-rekey-'));
  if (onPostgres) {
    const fresh = await freshDatabase();
    await fresh.database.migrate();
    shared = fresh.database;
    place = { DATABASE_URL: fresh.url!, DATA_DIR: dataDir };
    drop = fresh.drop;
  } else {
    place = { DATA_DIR: dataDir };
    await seededDataDir(join(dataDir, 'pglite'));
  }
}, 300_000);
afterAll(async () => {
  await drop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});
async function callbackSecrets(): Promise<Map<string, string>> {
  const database = await open();
  try {
    const rows = await database.query<{ organization_id: string; secret: string }>(
      'select organization_id::text as organization_id, secret from analytics.callback_secrets',
    );
    return new Map(rows.map((r) => [r.organization_id, r.secret]));
  } finally {
    await database.close();
  }
}

describe('kontor secrets rekey', () => {
  it('lists the sealed columns of the modules: relay passwords and callback secrets', () => {
    expect(encryptedColumnsOf(MODULES).map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining(['analytics.callback_secrets.secret', 'messaging.email_relay_settings.password']),
    );
  });

  it('re-encrypts every value under the new key in one transaction; they then open with the new key alone', async () => {
    useSecretKey(Buffer.from(OLD, 'hex'));
    const database = await open();
    await database.query('insert into analytics.callback_secrets (organization_id, secret) values ($1, $2), ($3, $4)', [
      '1001',
      sealSecret('hmac-one'),
      '1002',
      'legacy-plain',
    ]);
    await database.close();

    // Without the previous key the command refuses to start.
    const noPrevious = await kontor(['secrets', 'rekey'], { ...place, KONTOR_SECRET_KEY: NEW });
    expect(noPrevious.code).toBe(1);
    expect(noPrevious.stderr).toContain('KONTOR_SECRET_KEY_PREVIOUS');

    // A wrong previous key opens nothing: the transaction changes nothing.
    const wrong = await kontor(['secrets', 'rekey'], { ...place, KONTOR_SECRET_KEY: NEW, KONTOR_SECRET_KEY_PREVIOUS: hexKey() });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('opens with neither');
    const untouched = await callbackSecrets();
    expect(untouched.get('1002')).toBe('legacy-plain');
    expect(openSecret(untouched.get('1001')!)).toBe('hmac-one');

    const run = await kontor(['secrets', 'rekey'], { ...place, KONTOR_SECRET_KEY: NEW, KONTOR_SECRET_KEY_PREVIOUS: OLD });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('analytics.callback_secrets.secret: 2');

    const after = await callbackSecrets();
    expect(isSealed(after.get('1001')!)).toBe(true);
    expect(isSealed(after.get('1002')!)).toBe(true);
    // The new key alone opens them; the old key alone no longer does.
    useSecretKey(Buffer.from(NEW, 'hex'));
    expect(openSecret(after.get('1001')!)).toBe('hmac-one');
    expect(openSecret(after.get('1002')!)).toBe('legacy-plain');
    useSecretKey(Buffer.from(OLD, 'hex'));
    expect(() => openSecret(after.get('1001')!)).toThrow();
    // During a rotation a process holds both: a value sealed under either opens.
    useSecretKey(Buffer.from(NEW, 'hex'), Buffer.from(OLD, 'hex'));
    expect(openSecret(untouched.get('1001')!)).toBe('hmac-one');
    expect(openSecret(after.get('1001')!)).toBe('hmac-one');
  }, 600_000);
});
