/**
 * A kind's states, declared once: the states that stand as stored (a draft, a void document), and
 * for the rest an ordered list of rules on the document's facts (paid, overdue, viewed…), the
 * first that holds naming the state. Each rule is written in TypeScript and in SQL side by side,
 * so a document as read and a list filtered by state cannot disagree. The labels name each state
 * in words in refused moves ("The invoice INV-1 is partially paid and cannot be voided").
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StatedRecord } from '../../core/values/errors.ts';

export interface StateRule<Facts, State extends string> {
  state: State;
  /** On a document's facts; `today` is the organization's date (yyyy-mm-dd). */
  holds(facts: Facts, today: string): boolean;
  /**
   * The same test as SQL over the kind's table; `today` a date, or SQL giving it per row. Never
   * NULL (a nullable column is guarded by `is not null`): `stateIn` negates it.
   */
  sql(today: string | SQL): SQL;
}

export interface DocumentStates<Facts, Stored extends string, State extends string> {
  /** The state of a document on `today`. */
  stateOf(facts: Facts, today: string): Stored | State;
  /** `stateOf` as a SQL expression over the kind's table, for list filters, jobs and datasets. */
  stateSql(today: string | SQL): SQL<string>;
  /**
   * `stateSql(today) in (states)` written as conditions on the stored columns, which the
   * planner can match to an index (a btree on the status or a due date, a partial index of the
   * open documents, drizzle/list-indexes.ts) where the CASE of `stateSql` reads every row. A
   * state the kind does not have matches nothing.
   */
  stateIn(states: readonly string[], today: string | SQL): SQL;
  /** A document as a refused move names it: its kind, its number, its state in words. */
  stated(name: string, state: Stored | State): StatedRecord;
}

export function documentStates<Facts extends { status: string }, Stored extends string, State extends string>(spec: {
  kind: string;
  /** The kind's stored status column. */
  column: PgColumn;
  /** Stored states that stand as they are; a document in any other is judged by the rules. */
  asStored: readonly Stored[];
  rules: readonly StateRule<Facts, State>[];
  /** The state when no rule holds. */
  otherwise: State;
  labels: Readonly<Record<Stored | State, string>>;
}): DocumentStates<Facts, Stored, State> {
  // States are the kind's own constants, written as literals as a hand-written query would.
  const literal = (state: string) => sql.raw(`'${state.replace(/'/g, "''")}'`);
  const standing = sql.join(spec.asStored.map(literal), sql`, `);
  return {
    stateOf(facts, today) {
      const stored = facts.status as Stored;
      if (spec.asStored.includes(stored)) return stored;
      return spec.rules.find((rule) => rule.holds(facts, today))?.state ?? spec.otherwise;
    },
    stateSql(today) {
      const cases = spec.rules.map((rule) => sql`when ${rule.sql(today)} then ${literal(rule.state)}`);
      return sql<string>`case when ${spec.column} in (${standing}) then ${spec.column} ${sql.join(cases, sql` `)} else ${literal(spec.otherwise)} end`;
    },
    stateIn(states, today) {
      const wanted = new Set(states);
      // From the last rule back: which documents past the stored states are in a wanted state,
      // given that the earlier rules did not hold (true and false as constants, to write less).
      let judged: SQL | boolean = wanted.has(spec.otherwise);
      for (const rule of [...spec.rules].reverse()) {
        const holds = rule.sql(today);
        if (wanted.has(rule.state)) judged = judged === true ? true : judged === false ? sql`(${holds})` : sql`(${holds} or ${judged})`;
        else judged = judged === false ? false : judged === true ? sql`not (${holds})` : sql`not (${holds}) and ${judged}`;
      }
      const stored = spec.asStored.filter((state) => wanted.has(state));
      const parts: SQL[] = stored.length ? [sql`${spec.column} in (${sql.join(stored.map(literal), sql`, `)})`] : [];
      if (judged !== false) {
        const unstored = spec.asStored.length ? sql`${spec.column} not in (${standing})` : undefined;
        parts.push(judged === true ? (unstored ?? sql`true`) : unstored ? sql`${unstored} and ${judged}` : judged);
      }
      if (!parts.length) return sql`false`;
      return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
    },
    stated: (name, state) => ({ kind: spec.kind, name, state: spec.labels[state] }),
  };
}
