import { afterAll } from 'vitest';

// A worker runs its files one after another in one process (vitest.config.ts, isolate: false):
// what a file sets in process.env ends with the file.
const before = { ...process.env };
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});
