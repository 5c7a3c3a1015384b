import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CriteriaError, criteriaSql } from '../../../subgraphs/analytics/workspaces/criteria.ts';
import type { DatasetColumn } from '../../../subgraphs/core/platform/datasets.ts';

const COLUMNS: DatasetColumn[] = [
  { name: 'Region', type: 'text' },
  { name: 'Amount', type: 'decimal' },
  { name: 'Units', type: 'integer' },
  { name: 'Day', type: 'date' },
  { name: 'At', type: 'timestamp' },
  { name: 'Paid', type: 'boolean' },
  { name: 'Unit Price', type: 'decimal' },
];

const dialect = new PgDialect();
const compiled = (text: string) => {
  const { sql: text_, params } = dialect.sqlToQuery(criteriaSql(text, COLUMNS));
  return { sql: text_, params };
};

function positionOf(text: string): number {
  try {
    criteriaSql(text, COLUMNS);
  } catch (error) {
    if (error instanceof CriteriaError) return error.position;
    throw error;
  }
  throw new Error(`${text} parsed`);
}

describe('criteria parser', () => {
  it('turns comparisons into parameterized SQL over quoted column names', () => {
    expect(compiled(`"Region"='East' and "Amount" > 100`)).toEqual({
      sql: '("d"."Region" = cast($1 as text) and "d"."Amount" > cast($2 as numeric))',
      params: ['East', '100'],
    });
  });

  it('reads in, not in, like, between, is null, not, parentheses and precedence', () => {
    expect(compiled(`"Region" in ('East','West') or not ("Units" not in (1, 2) and "Day" between '2026-01-01' and '2026-12-31')`).sql).toBe(
      '("d"."Region" in (cast($1 as text), cast($2 as text)) or (not (("d"."Units" not in (cast($3 as bigint), cast($4 as bigint)) and "d"."Day" between cast($5 as date) and cast($6 as date)))))',
    );
    expect(compiled(`"Region" like 'E*' and "Paid" is not null or "At" is null`)).toEqual({
      sql: '((cast("d"."Region" as text) like $1 and "d"."Paid" is not null) or "d"."At" is null)',
      params: ['E%'],
    });
    expect(compiled(`Units >= -3 and "unit price" <> "Amount"`).sql).toBe('("d"."Units" >= cast($1 as bigint) and "d"."Unit Price" <> "d"."Amount")');
  });

  it('keeps quotes inside text literals as data, never as SQL', () => {
    const query = compiled(`"Region" = 'O''Brien"; drop table x; --'`);
    expect(query.params).toEqual([`O'Brien"; drop table x; --`]);
    expect(query.sql).toBe('"d"."Region" = cast($1 as text)');
  });

  it('names the position of a syntax error', () => {
    expect(positionOf(`"Amount" >`)).toBe(11);
    expect(positionOf(`"Amount" > 1 and`)).toBe(17);
    expect(positionOf(`"Nope" = 1`)).toBe(1);
    expect(positionOf(`"Region" = 'East`)).toBe(12);
    expect(positionOf(`"Units" = 'x'`)).toBe(11);
    expect(positionOf(`("Units" = 1`)).toBe(13);
    expect(positionOf(`"Units" = 1)`)).toBe(12);
    expect(positionOf(`"Units" ; 1`)).toBe(9);
    expect(positionOf(`"Day" = '2026-02-30'`)).toBe(9);
    expect(() => criteriaSql(`"Units" = 1`, COLUMNS)).not.toThrow();
    expect(new CriteriaError(3, 'expected a value but found the end').message).toBe('expected a value but found the end at position 3');
  });

  it('refuses nesting deeper than it reads', () => {
    expect(positionOf(`${'('.repeat(100)}"Units" = 1${')'.repeat(100)}`)).toBeGreaterThan(0);
  });
});

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const PIECES = [
  '"Region"',
  '"Amount"',
  '"Units"',
  '"Day"',
  '"At"',
  '"Paid"',
  '"Unit Price"',
  'Region',
  "'East'",
  "'2026-01-01'",
  "'2026-01-01T10:00:00Z'",
  "'O''x'",
  '12',
  '-3.5',
  'true',
  '=',
  '!=',
  '<>',
  '<',
  '>=',
  'and',
  'or',
  'not',
  'in',
  'like',
  'between',
  'is',
  'null',
  '(',
  ')',
  ',',
  ';',
  '"',
  "'",
  '--',
  '/*',
  '$1',
  '\\',
];

describe('criteria fuzzing', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
  });
  afterAll(async () => {
    await pg.close();
  });

  const source = sql.raw(
    `select 'East'::text as "Region", 1.5::numeric as "Amount", 2::bigint as "Units", '2026-01-01'::date as "Day", now() as "At", true as "Paid", 3::numeric as "Unit Price"`,
  );

  async function run(condition: SQL) {
    const query = dialect.sqlToQuery(sql`select count(*) from (${source}) d where ${condition}`);
    await pg.query(query.sql, query.params);
  }

  it('never lets a random or mutated input reach the database as anything but a valid query', async () => {
    const next = random(20261125);
    const seeds = [
      `"Region"='East' and "Amount" > 100`,
      `"Units" in (1,2) or "Day" between '2026-01-01' and '2026-02-01'`,
      `not ("Paid" is null)`,
      `"Region" like 'E%'`,
    ];
    let parsed = 0;
    let refused = 0;
    for (let i = 0; i < 1500; i++) {
      let text: string;
      if (i % 3 === 0) {
        const n = 1 + Math.floor(next() * 12);
        text = Array.from({ length: n }, () => PIECES[Math.floor(next() * PIECES.length)]).join(next() < 0.8 ? ' ' : '');
      } else {
        text = seeds[i % seeds.length];
        const edits = 1 + Math.floor(next() * 4);
        for (let e = 0; e < edits; e++) {
          const at = Math.floor(next() * (text.length + 1));
          const action = next();
          if (action < 0.33) text = text.slice(0, at) + text.slice(at + 1);
          else if (action < 0.66) text = text.slice(0, at) + PIECES[Math.floor(next() * PIECES.length)] + text.slice(at);
          else text = text.slice(0, at) + String.fromCharCode(32 + Math.floor(next() * 95)) + text.slice(at);
        }
      }
      let condition: SQL;
      try {
        condition = criteriaSql(text, COLUMNS);
      } catch (error) {
        expect(error, text).toBeInstanceOf(CriteriaError);
        expect((error as CriteriaError).position, text).toBeGreaterThan(0);
        refused++;
        continue;
      }
      parsed++;
      await run(condition).catch((error) => {
        throw new Error(`criteria ${JSON.stringify(text)} reached the database and failed: ${(error as Error).message}`);
      });
    }
    // Both paths were exercised: inputs that parse (and ran) and inputs refused with a position.
    expect(parsed).toBeGreaterThan(15);
    expect(refused).toBeGreaterThan(500);
  });
});
