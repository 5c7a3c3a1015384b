import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import SlowFirst from './test/helpers/slow-first.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Apollo's CommonJS packages require graphql's CommonJS build; Node's own resolution picks
  // it too. Vite would pick the ESM build, making a second graphql realm, so pin the same one.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/file-env.ts'],
    reporters: ['default', './test/helpers/slowest-files.ts'],
    exclude: ['test/bench/**', 'node_modules/**'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker loads the platform's modules once and runs its files one after another on one
    // platform (test/helpers/platform.ts); each file works in organizations of its own.
    isolate: false,
    sequence: { sequencer: SlowFirst },
    // Limits only turn a hang into a failure, so they are far above what any test needs: on a
    // loaded 2-core machine the suite ran about nine times slower than on an idle one, and a
    // limit near the idle duration failed tests that were merely slow. Files that start
    // processes (test/cli, test/distributed) give their tests and hooks larger budgets still.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 120_000,
    expect: { poll: { timeout: 60_000 } },
  },
});
