/**
 * The migrated PGlite cluster a first start on an empty data directory loads, instead of running
 * initdb and every migration (about 10 s of CPU, most of a first start). It is built on the first
 * such start after a change, like bin/bundle.js builds the bundle, and kept under
 * node_modules/.cache/kontor named after what it was made from: PGlite's version and the bytes
 * of every migration. A changed migration or PGlite names another image, so a kept one is never
 * out of date. Where it cannot be kept (a read-only node_modules), each first start builds the
 * cluster as before.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/kontor/', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url));

/** The files of a folder and its subfolders, by path, in a stable order. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The image's file for these migrations and this PGlite. */
export function imageFile(migrationsFolder: string): string {
  const hash = createHash('sha256');
  try {
    hash.update(JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')).version);
  } catch {
    // PGlite installed elsewhere: the migrations alone name the image.
  }
  for (const file of filesUnder(migrationsFolder)) hash.update(relative(migrationsFolder, file)).update(readFileSync(file));
  return join(CACHE_DIR, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The kept image, if there is one for these migrations. */
export function keptImage(migrationsFolder: string): Blob | undefined {
  try {
    return new Blob([readFileSync(imageFile(migrationsFolder))]);
  } catch {
    return undefined;
  }
}

/** Keeps an image; several processes may write one at once, each whole, renamed into place. */
export function keepImage(migrationsFolder: string, image: Uint8Array): void {
  const file = imageFile(migrationsFolder);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(temporary, image);
    renameSync(temporary, file);
  } catch {
    // Not writable: the next first start builds the cluster again.
  }
}
