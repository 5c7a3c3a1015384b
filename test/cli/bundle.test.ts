import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundled } from '../../bin/bundle.js';

// What bin/kontor.js runs: the sources bundled once, kept while they are unchanged, built again
// after a change. Shown here on a small program of its own, so no source of the platform is touched.
const root = mkdtempSync(join(tmpdir(), 'kontor-bundle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string, mtime: Date): void {
  writeFileSync(join(root, file), text);
  utimesSync(join(root, file), mtime, mtime);
}

const program = (greeting: string) => `
export async function run(): Promise<{ greeting: string; here: string; late: string }> {
  const { later } = await import('./later.ts');
  return { greeting: ${JSON.stringify(greeting)}, here: import.meta.url, late: later() };
}
`;

describe('the bundle bin/kontor.js runs', () => {
  it('is built once, keeps each file its own import.meta.url and a chunk per dynamic import, and is built again after a change', async () => {
    write('main.ts', program('hello'), new Date('2026-01-01T00:00:00Z'));
    write('later.ts', 'export const later = (): string => import.meta.url;\n', new Date('2026-01-01T00:00:00Z'));

    const first = await bundled('main.ts', { root });
    const ran = await import(first);
    expect(await ran.run()).toEqual({ greeting: 'hello', here: pathToFileURL(join(root, 'main.ts')).href, late: pathToFileURL(join(root, 'later.ts')).href });

    expect(await bundled('main.ts', { root })).toBe(first);

    write('main.ts', program('hello again'), new Date('2026-01-02T00:00:00Z'));
    const second = await bundled('main.ts', { root });
    expect(second).not.toBe(first);
    expect(await (await import(second)).run()).toMatchObject({ greeting: 'hello again' });
  });
});
