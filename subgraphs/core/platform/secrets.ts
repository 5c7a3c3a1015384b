import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets at rest (relay passwords and the like): AES-256-GCM under the installation's key,
 * stored as `kontor:v1:<iv>:<tag>:<ciphertext>` (base64url). A value without the prefix is a
 * row written before encryption: it is read as it is and sealed when next saved.
 */
const PREFIX = 'kontor:v1:';
let installationKey: Buffer | undefined;

/** The key from KONTOR_SECRET_KEY (64 hex characters or base64 of 32 bytes), else `<dataDir>/secret.key`, created on first start. */
export function loadSecretKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.KONTOR_SECRET_KEY?.trim();
  if (given) {
    const key = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
    if (key.length !== 32) throw new Error('KONTOR_SECRET_KEY must be 32 bytes: 64 hex characters or base64');
    return key;
  }
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

/** Set once at start-up by the process (gateway or subgraph server). */
export function useSecretKey(key: Buffer): void {
  installationKey = key;
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
  const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
