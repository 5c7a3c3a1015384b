import { type SQL, sql } from 'drizzle-orm';
import type { DatasetColumn, DatasetColumnType } from '../../core/platform/datasets.ts';
import { invalid } from '../../core/values/errors.ts';
import { isIsoDate } from '../../core/values/time.ts';

/**
 * The criteria syntax of export jobs and query views: a row filter in the family's SQL-like
 * form, parsed by a recursive-descent parser into parameterized SQL over the known columns of
 * a dataset. Nothing of the text reaches the SQL but column identifiers that were looked up in
 * the dataset (quoted by Drizzle) and values as parameters; literals are checked against their
 * column's type here, so the database never sees a value it would refuse.
 *
 *   criteria   := or
 *   or         := and ( OR and )*
 *   and        := unary ( AND unary )*
 *   unary      := NOT unary | '(' or ')' | predicate
 *   predicate  := column ( compare operand
 *                        | [NOT] IN '(' literal ( ',' literal )* ')'
 *                        | [NOT] LIKE string
 *                        | [NOT] BETWEEN literal AND literal
 *                        | IS [NOT] NULL )
 *   compare    := '=' | '!=' | '<>' | '<' | '<=' | '>' | '>='
 *   operand    := column | literal
 *   column     := '"' name '"' | bare-name        literal := 'text' | number | TRUE | FALSE
 */

export const MAX_CRITERIA_LENGTH = 5000;
const MAX_DEPTH = 40;
const MAX_IN_VALUES = 1000;

type Token =
  | { kind: 'column'; value: string; at: number }
  | { kind: 'word'; value: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: string; at: number }
  | { kind: 'op'; value: string; at: number }
  | { kind: 'end'; value: ''; at: number };

export class CriteriaError extends Error {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {
    super(`${reason} at position ${position}`);
  }
}

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'like', 'between', 'is', 'null', 'true', 'false']);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i + 1;
    if (c === '"' || c === '`') {
      const end = text.indexOf(c, i + 1);
      if (end < 0) throw new CriteriaError(at, 'unterminated column name');
      const name = text.slice(i + 1, end);
      if (!name) throw new CriteriaError(at, 'empty column name');
      tokens.push({ kind: 'column', value: name, at });
      i = end + 1;
      continue;
    }
    if (c === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= text.length) throw new CriteriaError(at, 'unterminated text literal');
        if (text[j] === "'") {
          if (text[j + 1] === "'") {
            value += "'";
            j += 2;
            continue;
          }
          break;
        }
        value += text[j++];
      }
      tokens.push({ kind: 'string', value, at });
      i = j + 1;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(text.slice(i));
    if (number && (c !== '-' || !['column', 'string', 'number'].includes(tokens.at(-1)?.kind ?? ''))) {
      tokens.push({ kind: 'number', value: number[0], at });
      i += number[0].length;
      continue;
    }
    const op = /^(<=|>=|<>|!=|=|<|>|\(|\)|,)/.exec(text.slice(i));
    if (op) {
      tokens.push({ kind: 'op', value: op[0], at });
      i += op[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (word) {
      const lower = word[0].toLowerCase();
      tokens.push(KEYWORDS.has(lower) ? { kind: 'word', value: lower, at } : { kind: 'column', value: word[0], at });
      i += word[0].length;
      continue;
    }
    throw new CriteriaError(at, `unexpected character ${JSON.stringify(c)}`);
  }
  tokens.push({ kind: 'end', value: '', at: text.length + 1 });
  return tokens;
}

interface Literal {
  kind: 'string' | 'number' | 'boolean';
  value: string;
  at: number;
}

/** How a column is named in the SQL the exporter wraps around the dataset's query (`d`). */
export function columnRef(name: string): SQL {
  return sql`${sql.identifier('d')}.${sql.identifier(name)}`;
}

const CASTS: Record<DatasetColumnType, SQL> = {
  text: sql.raw('text'),
  integer: sql.raw('bigint'),
  decimal: sql.raw('numeric'),
  date: sql.raw('date'),
  timestamp: sql.raw('timestamptz'),
  boolean: sql.raw('boolean'),
};

class Parser {
  private i = 0;
  private depth = 0;
  private readonly byName: Map<string, DatasetColumn>;
  private readonly byLowerName: Map<string, DatasetColumn>;

  constructor(
    private readonly tokens: Token[],
    columns: readonly DatasetColumn[],
  ) {
    this.byName = new Map(columns.map((c) => [c.name, c]));
    this.byLowerName = new Map(columns.map((c) => [c.name.toLowerCase(), c]));
  }

  parse(): SQL {
    const result = this.or();
    const next = this.peek();
    if (next.kind !== 'end') throw this.expected('and, or or the end', next);
    return result;
  }

  private peek(): Token {
    return this.tokens[this.i];
  }

  private take(): Token {
    return this.tokens[this.i++];
  }

  private isWord(value: string): boolean {
    const t = this.peek();
    return t.kind === 'word' && t.value === value;
  }

  private isOp(value: string): boolean {
    const t = this.peek();
    return t.kind === 'op' && t.value === value;
  }

  private expectWord(value: string): void {
    if (!this.isWord(value)) throw this.expected(value, this.peek());
    this.i++;
  }

  private expectOp(value: string): void {
    if (!this.isOp(value)) throw this.expected(`"${value}"`, this.peek());
    this.i++;
  }

  private expected(what: string, found: Token): CriteriaError {
    const seen = found.kind === 'end' ? 'the end' : found.kind === 'string' ? `'${found.value}'` : found.kind === 'column' ? `"${found.value}"` : found.value;
    return new CriteriaError(found.at, `expected ${what} but found ${seen}`);
  }

  private or(): SQL {
    const parts = [this.and()];
    while (this.isWord('or')) {
      this.i++;
      parts.push(this.and());
    }
    return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
  }

  private and(): SQL {
    const parts = [this.unary()];
    while (this.isWord('and')) {
      this.i++;
      parts.push(this.unary());
    }
    return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` and `)})`;
  }

  private unary(): SQL {
    if (++this.depth > MAX_DEPTH) throw new CriteriaError(this.peek().at, `nesting deeper than ${MAX_DEPTH} levels`);
    try {
      if (this.isWord('not')) {
        this.i++;
        return sql`(not ${this.unary()})`;
      }
      if (this.isOp('(')) {
        this.i++;
        const inner = this.or();
        this.expectOp(')');
        return sql`(${inner})`;
      }
      return this.predicate();
    } finally {
      this.depth--;
    }
  }

  private column(): DatasetColumn {
    const t = this.take();
    if (t.kind !== 'column') throw this.expected('a column name', t);
    const found = this.byName.get(t.value) ?? this.byLowerName.get(t.value.toLowerCase());
    if (!found) throw new CriteriaError(t.at, `"${t.value}" is not a column of this view`);
    return found;
  }

  private literal(): Literal {
    const t = this.take();
    if (t.kind === 'string') return { kind: 'string', value: t.value, at: t.at };
    if (t.kind === 'number') return { kind: 'number', value: t.value, at: t.at };
    if (t.kind === 'word' && (t.value === 'true' || t.value === 'false')) return { kind: 'boolean', value: t.value, at: t.at };
    throw this.expected('a value', t);
  }

  /** A literal as a parameter of the column's type; a value the type cannot hold is refused here. */
  private value(column: DatasetColumn, literal: Literal): SQL {
    const text = literal.value;
    const ok = (() => {
      switch (column.type) {
        case 'text':
          return literal.kind !== 'boolean';
        case 'integer':
          return /^-?\d{1,18}$/.test(text);
        case 'decimal':
          return /^-?\d{1,30}(\.\d{1,20})?$/.test(text);
        case 'date':
          return isIsoDate(text);
        case 'timestamp':
          return /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text));
        case 'boolean':
          return text === 'true' || text === 'false';
      }
    })();
    if (!ok)
      throw new CriteriaError(literal.at, `${literal.kind === 'string' ? `'${text}'` : text} is not a ${typeName(column.type)} (column "${column.name}")`);
    return sql`cast(${text} as ${CASTS[column.type]})`;
  }

  private predicate(): SQL {
    const column = this.column();
    const ref = columnRef(column.name);
    const t = this.peek();
    if (t.kind === 'op' && ['=', '!=', '<>', '<', '<=', '>', '>='].includes(t.value)) {
      this.i++;
      const op = sql.raw(t.value === '!=' ? '<>' : t.value);
      const next = this.peek();
      if (next.kind === 'column') {
        const other = this.column();
        if (comparable(column.type) !== comparable(other.type)) throw new CriteriaError(next.at, `"${column.name}" and "${other.name}" hold different types`);
        return sql`${ref} ${op} ${columnRef(other.name)}`;
      }
      return sql`${ref} ${op} ${this.value(column, this.literal())}`;
    }
    if (this.isWord('is')) {
      this.i++;
      const negated = this.isWord('not');
      if (negated) this.i++;
      this.expectWord('null');
      return negated ? sql`${ref} is not null` : sql`${ref} is null`;
    }
    const negated = this.isWord('not');
    if (negated) this.i++;
    if (this.isWord('in')) {
      this.i++;
      this.expectOp('(');
      const values = [this.value(column, this.literal())];
      while (this.isOp(',')) {
        this.i++;
        values.push(this.value(column, this.literal()));
        if (values.length > MAX_IN_VALUES) throw new CriteriaError(this.peek().at, `more than ${MAX_IN_VALUES} values in a list`);
      }
      this.expectOp(')');
      return sql`${ref} ${sql.raw(negated ? 'not in' : 'in')} (${sql.join(values, sql`, `)})`;
    }
    if (this.isWord('like')) {
      this.i++;
      const pattern = this.take();
      if (pattern.kind !== 'string') throw this.expected('a text pattern', pattern);
      // The family's patterns use * and % alike as the wildcard.
      return sql`cast(${ref} as text) ${sql.raw(negated ? 'not like' : 'like')} ${pattern.value.replace(/\*/g, '%')}`;
    }
    if (this.isWord('between')) {
      this.i++;
      const low = this.value(column, this.literal());
      this.expectWord('and');
      const high = this.value(column, this.literal());
      return sql`${ref} ${sql.raw(negated ? 'not between' : 'between')} ${low} and ${high}`;
    }
    throw this.expected(negated ? 'in, like or between' : 'a comparison, in, like, between or is', this.peek());
  }
}

function typeName(type: DatasetColumnType): string {
  return { text: 'text', integer: 'whole number', decimal: 'number', date: 'date (yyyy-mm-dd)', timestamp: 'date and time', boolean: 'true or false' }[type];
}

function comparable(type: DatasetColumnType): string {
  return type === 'integer' || type === 'decimal' ? 'number' : type;
}

/** Parses criteria into a SQL condition over `d`; a syntax error names its position (1-based). */
export function criteriaSql(text: string, columns: readonly DatasetColumn[]): SQL {
  if (text.length > MAX_CRITERIA_LENGTH) throw new CriteriaError(MAX_CRITERIA_LENGTH + 1, `criteria longer than ${MAX_CRITERIA_LENGTH} characters`);
  return new Parser(tokenize(text), columns).parse();
}

/** criteriaSql, its errors as the invalid value of the field at `path`. */
export function parseCriteria(text: string, columns: readonly DatasetColumn[], path: (string | number)[]): SQL {
  try {
    return criteriaSql(text, columns);
  } catch (error) {
    if (error instanceof CriteriaError) throw invalid(path, error.message);
    throw error;
  }
}
