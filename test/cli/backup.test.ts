/**
 * `kontor backup` and `kontor restore` (gateway/process/backup.ts): the worker's platform backed
 * up while it serves, restored into an empty installation (a fresh PGlite directory, or an empty
 * PostgreSQL database with TEST_DATABASE_URL) and read back: the invoice, an attached file's
 * bytes and the trial balance as they were. The real commands run once each: restore refused on
 * the now non-empty target, naming it, and a backup of the restored installation that holds
 * what the first one held.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Manifest, backup, clientProgram, differencesFrom, restore } from '../../gateway/process/backup.ts';
import { trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { BlobStore, DirectoryStorage } from '../../subgraphs/core/platform/blobs.ts';
import { customer, invoice } from '../accounting/invoice-fixtures.ts';
import { multipart } from '../accounting/retainer-fixtures.ts';
import { freshDatabase } from '../helpers/database.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';

const BIN = fileURLToPath(new URL('../../bin/kontor.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A spawned command gets this long (a loaded 2-core machine), then is killed: the test cannot hang on it. */
const COMMAND_MS = 120_000;

function kontor(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _d, DATA_DIR: _a, BLOB_DIR: _b, BLOB_STORE: _s, TEST_DATABASE_URL: _t, NODE_ENV: _n, VITEST: _v, ...rest } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...rest, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      stderr += `\n[killed after ${COMMAND_MS} ms]`;
      child.kill('SIGKILL');
    }, COMMAND_MS);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The manifest at the head of an archive. */
async function manifestOf(file: string): Promise<Manifest> {
  const extract = tar.extract();
  Readable.from(createReadStream(file)).pipe(extract as never);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    extract.destroy();
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }
  throw new Error(`${file} is empty`);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const onPostgres = !!process.env.TEST_DATABASE_URL;

let platform: Platform;
let scratch: string;
let target: { url?: string; drop(): Promise<void> } | undefined;
beforeAll(async () => {
  // A database of its own: a backup holds everything, and the worker's grows with every file before this one.
  platform = await startPlatform({ ownDatabase: true });
  scratch = mkdtempSync(join(tmpdir(), 'kontor-backup-test-'));
  if (onPostgres) {
    // An empty database to restore into; the restore opens its own connections.
    const fresh = await freshDatabase({ empty: true });
    await fresh.database.close();
    target = { url: fresh.url, drop: fresh.drop };
  }
});
afterAll(async () => {
  await platform?.stop();
  await target?.drop().catch(() => {});
  rmSync(scratch, { recursive: true, force: true });
});

describe('kontor backup and restore', () => {
  it('backs up the serving platform and restores it into an empty installation: invoices, files and trial balances as they were', async () => {
    const { client, organizationId } = await platform.tenant();
    const buyer = await customer(client);
    const sent = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Audit', rate: 1234.56, quantity: 3 }] }, { send: 'true' });
    const sheet = Buffer.from(`item,amount\n${Array.from({ length: 4000 }, (_, i) => `line ${i},${i * 7}.25`).join('\n')}\n`);
    const attached = await multipart(client.in(organizationId), 'POST', `/books/v3/invoices/${sent.invoice_id}/attachment`, {
      files: [{ part: 'attachment', bytes: sheet, name: 'hours.csv', type: 'text/csv' }],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const before = await trialBalance(platform.database.db, organizationId);
    expect(before.debit).toBe('3703.68');

    const archive = join(scratch, 'kontor.tar');
    const manifest = await backup(platform.database, platform.app.runtime.blobs.storage, createWriteStream(archive));
    expect(manifest).toMatchObject({ format: 'kontor-backup', database: platform.database.kind, blobStore: 'directory' });
    expect(manifest.rows['accounting.invoices']).toBeGreaterThanOrEqual(1);
    expect(manifest.trialBalances[organizationId]).toEqual({ debit: before.debit, credit: before.credit });
    const files = manifest.blobs.filter((b) => b.key.startsWith(`${organizationId}/`));
    expect(files).toEqual([{ key: expect.any(String), size: sheet.length, sha256: sha256(sheet) }]);

    // The target's layout is an installation's: DATA_DIR with pglite/ and blobs/.
    const dataDir = join(scratch, 'data');
    const pgliteDir = join(dataDir, 'pglite');
    const blobDir = join(dataDir, 'blobs');
    const storage = new DirectoryStorage(blobDir);
    const { manifest: read, database: restored } = await restore(createReadStream(archive), {
      databaseUrl: target?.url,
      pgliteDir: target ? undefined : pgliteDir,
      blobStore: 'directory',
      blobDir,
      storage: async () => storage,
    });
    expect(read).toEqual(manifest);
    try {
      const [row] = await restored.query<{ invoice_number: string; total: string; status: string }>(
        'select invoice_number, total::text as total, status from accounting.invoices where organization_id = $1 and id = $2',
        [organizationId, sent.invoice_id],
      );
      expect(row).toEqual({ invoice_number: sent.invoice_number, total: '3703.68', status: 'sent' });
      const file = await new BlobStore(restored, storage).get(organizationId, files[0].key.split('/')[1]);
      const bytes: Buffer[] = [];
      for await (const chunk of file!.stream) bytes.push(chunk);
      expect(Buffer.concat(bytes).equals(sheet)).toBe(true);
      expect(file!.blob.fileName).toBe('hours.csv');
      expect(await trialBalance(restored.db, organizationId)).toEqual(before);

      // Any difference from the manifest is named: a table's rows, a trial balance, a file's bytes.
      const tampered: Manifest = {
        ...manifest,
        rows: { ...manifest.rows, 'accounting.invoices': manifest.rows['accounting.invoices'] + 1 },
        trialBalances: { ...manifest.trialBalances, [organizationId]: { debit: '1.00', credit: '1.00' } },
        blobs: manifest.blobs.map((b) => (b.key === files[0].key ? { ...b, sha256: sha256(Buffer.from('other')) } : b)),
      };
      expect(await differencesFrom(tampered, restored, storage)).toEqual([
        `accounting.invoices: ${manifest.rows['accounting.invoices']} rows, the backup had ${manifest.rows['accounting.invoices'] + 1}`,
        `organization ${organizationId}: trial balance debit 3703.68 / credit 3703.68, the backup had debit 1.00 / credit 1.00`,
        `file ${files[0].key}: ${sheet.length} bytes with SHA-256 ${sha256(sheet)}, the backup had ${sheet.length} bytes with ${sha256(Buffer.from('other'))}`,
      ]);
    } finally {
      await restored.close();
    }

    // Without PostgreSQL's client programs a backup or restore on PostgreSQL says what to install.
    expect(() => clientProgram('pg_dump', join(scratch, 'no-bin'))).toThrow("pg_dump is not on PATH: install PostgreSQL's client programs");

    // The commands themselves, on the restored installation: restore refuses it, naming what is there …
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(target ? { DATABASE_URL: target.url! } : {}) };
    const refused = await kontor(['restore', '--in', archive], env);
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(target ? 'is not empty' : `the PGlite directory ${pgliteDir} already holds a database`);
    expect(refused.stderr).toContain('restore only into an empty');

    // … and backs it up again: the same rows, balances and files.
    const again = join(scratch, 'again.tar');
    const made = await kontor(['backup', '--out', again], env);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`backup written to ${again}`);
    const second = await manifestOf(again);
    expect({ rows: second.rows, trialBalances: second.trialBalances, blobs: second.blobs }).toEqual({
      rows: manifest.rows,
      trialBalances: manifest.trialBalances,
      blobs: manifest.blobs,
    });
  }, 300_000);
});
