import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * What makes `npm install` on a clean clone warn, read from the committed lock file: a package
 * whose `engines` leave out this Node (EBADENGINE), or an install script no `allowScripts` entry
 * of package.json reviewed (npm 11 skips it and lists it). `.ci/run` also fails on any "npm warn"
 * of its real install.
 */
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };
const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const manifest = read('package.json');
const lock = read('package-lock.json');
const installed = Object.entries(
  lock.packages as Record<string, { version?: string; engines?: { node?: string }; optional?: boolean; hasInstallScript?: boolean }>,
)
  .filter(([path]) => path !== '')
  .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), ...entry }));

describe('a clean install', () => {
  it('needs no Node newer than the lowest the project supports, nor this one', () => {
    // package.json says ">=20": the Node 20 line of today (20.19 is the oldest LTS release most tools still name).
    for (const node of ['20.19.0', process.version]) {
      const refused = installed
        .filter((p) => !p.optional && p.engines?.node && !semver.satisfies(node, p.engines.node))
        .map((p) => `${p.name}@${p.version} (node ${p.engines!.node})`);
      expect(refused, `packages that warn EBADENGINE on Node ${node}`).toEqual([]);
    }
  });

  it('runs or refuses every install script by a decision in allowScripts', () => {
    const decided = manifest.allowScripts as Record<string, boolean>;
    const undecided = installed.filter((p) => p.hasInstallScript && !p.optional && !(p.name in decided)).map((p) => `${p.name}@${p.version}`);
    expect(undecided).toEqual([]);
    // esbuild's check of its binary runs; telemetry (@scarf/scarf) and protobufjs's version notices do not.
    expect(decided).toEqual({ esbuild: true, '@scarf/scarf': false, protobufjs: false, '@apollo/protobufjs': false });
  });
});
