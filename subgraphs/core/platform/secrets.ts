import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../drizzle/client.ts';

/**
 * Secrets at rest (relay passwords and the like): AES-256-GCM under the installation's key,
 * stored as `kontor:v1:<iv>:<tag>:<ciphertext>` (base64url). A value without the prefix is a
 * row written before encryption: it is read as it is and sealed when next saved.
 */
const PREFIX = 'kontor:v1:';
let installationKey: Buffer | undefined;
/** The key before a rotation (KONTOR_SECRET_KEY_PREVIOUS): read, never written with. */
let previousKey: Buffer | undefined;

/** The key from KONTOR_SECRET_KEY (64 hex characters or base64 of 32 bytes), else `<dataDir>/secret.key`, created on first start. */
export function loadSecretKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.KONTOR_SECRET_KEY?.trim();
  if (given) return parseKey(given, 'KONTOR_SECRET_KEY');
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

function parseKey(given: string, name: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes: 64 hex characters or base64`);
  return key;
}

/** The key being rotated away from (KONTOR_SECRET_KEY_PREVIOUS), or undefined when none is given. */
export function loadPreviousSecretKey(env: NodeJS.ProcessEnv = process.env): Buffer | undefined {
  const given = env.KONTOR_SECRET_KEY_PREVIOUS?.trim();
  return given ? parseKey(given, 'KONTOR_SECRET_KEY_PREVIOUS') : undefined;
}

/**
 * Set once at start-up by the process (gateway or subgraph server). During a rotation the
 * previous key is given too: values are read with the current key, else the previous one, and
 * always written with the current one, so processes keep working before `kontor secrets rekey`.
 */
export function useSecretKey(key: Buffer, previous?: Buffer): void {
  installationKey = key;
  previousKey = previous && !previous.equals(key) ? previous : undefined;
}

function key(): Buffer {
  if (!installationKey) throw new Error('no secret key: the process must call useSecretKey at start-up');
  return installationKey;
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** The plain text of a stored secret; a legacy plain value is returned as it is. */
export function openSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  try {
    return openWith(key(), stored);
  } catch (error) {
    if (!previousKey) throw error;
    return openWith(previousKey, stored);
  }
}

function openWith(secretKey: Buffer, stored: string): string {
  const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', secretKey, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * A column holding sealed secrets, which `kontor secrets rekey` re-encrypts. A module lists
 * its own in its descriptor's `secrets` (core/platform/modules.ts):
 * `{ table: 'analytics.callback_secrets', column: 'secret', key: ['organization_id'] }`.
 */
export interface EncryptedColumn {
  /** `schema.table`. */
  table: string;
  column: string;
  /** The columns that name one row (its primary key). */
  key: readonly string[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Re-encrypts every value of the columns under the current key, in one transaction: each is
 * opened with the current key or the previous one (useSecretKey) and sealed again; a value
 * written before encryption is sealed too. A value neither key opens stops the whole rekey,
 * which then changes nothing. Answers how many values each column had.
 */
export async function rekeySecrets(db: Db, columns: readonly EncryptedColumn[]): Promise<Map<string, number>> {
  for (const c of columns) {
    const names = [...c.table.split('.'), c.column, ...c.key];
    if (c.table.split('.').length !== 2 || !names.every((n) => IDENTIFIER.test(n))) throw new Error(`not a column: ${c.table}.${c.column}`);
  }
  return db.transaction(async (tx) => {
    const counts = new Map<string, number>();
    for (const c of columns) {
      const keys = c.key.map((k) => `${k}::text as "${k}"`).join(', ');
      const result = await tx.execute(sql.raw(`select ${keys}, ${c.column} as value from ${c.table} where ${c.column} is not null for update`));
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      for (const row of rows) {
        let plain: string;
        try {
          plain = openSecret(row.value);
        } catch {
          throw new Error(`a value of ${c.table}.${c.column} opens with neither KONTOR_SECRET_KEY nor KONTOR_SECRET_KEY_PREVIOUS: nothing was changed`);
        }
        const where = sql.join(
          c.key.map((k) => sql`${sql.raw(k)}::text = ${row[k]}`),
          sql` and `,
        );
        await tx.execute(sql`update ${sql.raw(c.table)} set ${sql.raw(c.column)} = ${sealSecret(plain)} where ${where}`);
      }
      counts.set(`${c.table}.${c.column}`, rows.length);
    }
    return counts;
  });
}
