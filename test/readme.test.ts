import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../subgraphs/core/values/errors.ts';

describe('README and docs/', () => {
  it('shows the error table of subgraphs/core/errors.ts in docs/errors.md', () => {
    const readme = readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8');
    const table = readme.split('<!-- error-table')[1].split('<!-- /error-table -->')[0];
    const rows = table.split('\n').filter((line) => /^\| \d+ \|/.test(line));
    expect(rows).toEqual(Object.entries(ERRORS).map(([name, e]) => `| ${e.code} | ${e.status} | ${name} | ${e.summary} |`));
  });
});
