// The platform's TypeScript as JavaScript, bundled by esbuild on the first run after a change and
// kept under node_modules/.cache/kontor: a process then loads a few modules instead of ~600
// through tsx's loader (a thread of its own that resolves and transforms every import).
// Packages stay imports, resolved from node_modules as usual. A change to any source file, or a
// newer esbuild, makes the next run build again; a build that cannot be made or written leaves
// the caller to run the sources through tsx, as before.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What the bundle was built from: each input's size and modification time, and esbuild's version. */
function stamp(root, inputs, version) {
  const files = {};
  for (const input of inputs) {
    const { size, mtimeMs } = statSync(resolve(root, input));
    files[input] = [size, mtimeMs];
  }
  return { esbuild: version, files };
}

/** The folder of the kept build, if it was built by this esbuild from the sources as they are now. */
function currentBuild(root, metaPath, version) {
  try {
    const meta = JSON.parse(readFileSync(metaPath, 'utf8'));
    if (meta.esbuild !== version) return undefined;
    const now = stamp(root, Object.keys(meta.files), version).files;
    const unchanged = Object.entries(meta.files).every(([file, [size, mtime]]) => now[file][0] === size && now[file][1] === mtime);
    return unchanged ? meta.build : undefined;
  } catch {
    // No build yet, or a source file is gone.
    return undefined;
  }
}

/** Builds kept besides the current one: a process started from an older one may still load its chunks. */
const KEPT_BUILDS = 3;

/**
 * The file URL of `entry` (a path from `root`, the repository's by default) bundled, built now if no current
 * bundle is kept. Each dynamic import is a chunk of its own, loaded when it runs, so a command
 * loads only the code and packages it uses. Bundled code keeps each source file's own
 * `import.meta.url`, so the paths it reads beside itself (schema/, migrations, thread entries)
 * resolve as they do from the sources.
 */
export async function bundled(entry, { root = ROOT, cacheDir = join(root, 'node_modules', '.cache', 'kontor') } = {}) {
  // esbuild's version from its package file: importing esbuild costs more than the whole check.
  const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'esbuild', 'package.json'), 'utf8'));
  // Named after the checkout too: two checkouts sharing one node_modules (git worktrees) would
  // otherwise take each other's build for stale and build again on every run.
  const checkout = createHash('sha256').update(resolve(root)).digest('hex').slice(0, 8);
  const name = `${checkout}-${entry.replace(/\.ts$/, '').replaceAll(/[/\\]/g, '-')}`;
  const metaPath = join(cacheDir, `${name}.json`);
  const current = currentBuild(root, metaPath, version);
  if (current) return pathToFileURL(join(cacheDir, current, basename(entry).replace(/\.ts$/, '.js'))).href;
  // Several processes may start at once: each builds into a folder of its own, then names it in
  // the meta file, which it writes whole and renames into place.
  const build = `${name}-${Date.now().toString(36)}-${process.pid}`;
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: join(cacheDir, build),
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceUrls],
  });
  const temporary = `${metaPath}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ build, ...stamp(root, Object.keys(result.metafile.inputs), version) }));
  renameSync(temporary, metaPath);
  const builds = readdirSync(cacheDir).filter((file) => file.startsWith(`${name}-`) && file !== build);
  for (const old of builds.sort().slice(0, Math.max(0, builds.length - KEPT_BUILDS))) rmSync(join(cacheDir, old), { recursive: true, force: true });
  return pathToFileURL(join(cacheDir, build, basename(entry).replace(/\.ts$/, '.js'))).href;
}

const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
      resolveDir: dirname(args.path),
    }));
  },
};
