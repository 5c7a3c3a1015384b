/**
 * The SELECT of an SQL bulk export (the family client's initiateBulkExportUsingSQL), parsed by
 * hand: no SQL parser is among the platform's dependencies. It is never passed to the database:
 * it is translated into what an export of a view already takes (selected columns, criteria,
 * order, a row limit), so every name is looked up in the view and every value goes through the
 * criteria parser's typed parameters. The subset:
 *
 *   SELECT ( * | column [, column]* ) FROM view
 *     [WHERE <criteria: the criteria syntax, criteria.ts>]
 *     [ORDER BY column [ASC | DESC] [, …]]
 *     [LIMIT n] [;]
 *
 * Names are "quoted", `quoted` or bare. Anything else (DISTINCT, aliases, functions,
 * expressions, joins, GROUP BY, HAVING, UNION, OFFSET, subqueries, several statements) is
 * refused by name.
 */
import { KontorError } from '../../core/values/errors.ts';

export interface SqlSelect {
  view: string;
  /** null: every column (`*`). */
  columns: string[] | null;
  /** The WHERE clause's text, for the criteria parser. */
  where: string | null;
  orderBy: { column: string; descending: boolean }[];
  limit: number | null;
}

export const MAX_SQL_LENGTH = 10_000;

type Token = { kind: 'name' | 'word' | 'string' | 'number' | 'punct'; value: string; at: number; end: number };

const CLAUSES = new Set([
  'select',
  'from',
  'where',
  'order',
  'group',
  'having',
  'limit',
  'offset',
  'union',
  'intersect',
  'except',
  'join',
  'fetch',
  'window',
  'into',
]);
const REFUSED: Record<string, string> = {
  group: 'GROUP BY',
  having: 'HAVING',
  union: 'UNION',
  intersect: 'INTERSECT',
  except: 'EXCEPT',
  join: 'JOIN',
  offset: 'OFFSET',
  fetch: 'FETCH',
  window: 'WINDOW',
  into: 'SELECT INTO',
  distinct: 'DISTINCT',
  with: 'WITH',
};

function refuse(rule: string): KontorError {
  return new KontorError('INVALID_VALUE', `Invalid value passed for CONFIG.sqlQuery: ${rule}.`, { field: ['CONFIG', 'sqlQuery'], rule });
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i;
    if (c === '"' || c === '`' || c === "'") {
      let j = i + 1;
      for (;;) {
        if (j >= text.length) throw refuse(`unterminated ${c === "'" ? 'text' : 'name'} at position ${at + 1}`);
        if (text[j] === c) {
          if (text[j + 1] === c) {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      tokens.push({ kind: c === "'" ? 'string' : 'name', value: text.slice(i + 1, j).replaceAll(c + c, c), at, end: j + 1 });
      i = j + 1;
      continue;
    }
    if (text.startsWith('--', i) || text.startsWith('/*', i)) throw refuse(`comments are not taken (position ${at + 1})`);
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (word) {
      tokens.push({ kind: 'word', value: word[0], at, end: i + word[0].length });
      i += word[0].length;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(text.slice(i));
    if (number) {
      tokens.push({ kind: 'number', value: number[0], at, end: i + number[0].length });
      i += number[0].length;
      continue;
    }
    const op = /^(<=|>=|<>|!=|=|<|>|\(|\)|,|\*|;|-|\+|\/|\.|%|\|\|)/.exec(text.slice(i));
    if (op) {
      tokens.push({ kind: 'punct', value: op[0], at, end: i + op[0].length });
      i += op[0].length;
      continue;
    }
    throw refuse(`unexpected character ${JSON.stringify(c)} at position ${at + 1}`);
  }
  return tokens;
}

const isWord = (t: Token | undefined, w: string) => t?.kind === 'word' && t.value.toLowerCase() === w;

/** Parses the subset; a construct outside it is refused by name. */
export function parseSelect(text: string): SqlSelect {
  if (text.length > MAX_SQL_LENGTH) throw refuse(`must be at most ${MAX_SQL_LENGTH} characters`);
  let tokens = tokenize(text);
  if (tokens.at(-1)?.value === ';' && tokens.at(-1)?.kind === 'punct') tokens = tokens.slice(0, -1);
  const semicolon = tokens.find((t) => t.kind === 'punct' && t.value === ';');
  if (semicolon) throw refuse(`holds more than one statement (a ";" at position ${semicolon.at + 1})`);
  // A refused clause anywhere at the top level is named before anything else is parsed.
  let depth = 0;
  for (const [k, t] of tokens.entries()) {
    if (t.kind === 'punct' && t.value === '(') depth++;
    if (t.kind === 'punct' && t.value === ')') depth--;
    if (t.kind !== 'word') continue;
    const lower = t.value.toLowerCase();
    if (lower === 'select' && k > 0) throw refuse('subqueries are not supported');
    if (depth === 0 && REFUSED[lower] && !(lower === 'distinct' && k !== 1))
      throw refuse(`${REFUSED[lower]} is not supported (supported: SELECT columns FROM view WHERE … ORDER BY … LIMIT n)`);
  }
  let i = 0;
  const peek = () => tokens[i];
  const name = (what: string): string => {
    const t = tokens[i++];
    if (!t || (t.kind !== 'name' && t.kind !== 'word') || (t.kind === 'word' && CLAUSES.has(t.value.toLowerCase())))
      throw refuse(`expected ${what} at position ${t ? t.at + 1 : text.length + 1}`);
    return t.value;
  };
  if (!isWord(tokens[i++], 'select')) throw refuse('must be a SELECT statement');
  let columns: string[] | null = null;
  if (peek()?.kind === 'punct' && peek().value === '*') i++;
  else {
    columns = [];
    for (;;) {
      const at = peek()?.at ?? text.length;
      columns.push(name('a column name'));
      const next = peek();
      if (next?.kind === 'punct' && next.value === '(') throw refuse(`functions (${columns.at(-1)}) are not supported: name columns only`);
      if (next?.kind === 'punct' && next.value === '.') throw refuse(`qualified names (position ${at + 1}) are not supported: name the view's columns alone`);
      if (isWord(next, 'as') || next?.kind === 'name' || (next?.kind === 'word' && !CLAUSES.has(next.value.toLowerCase())))
        throw refuse(`aliases (after ${columns.at(-1)}) are not supported`);
      if (next?.kind === 'punct' && next.value === ',') {
        i++;
        continue;
      }
      if (next && !isWord(next, 'from')) throw refuse(`expressions (${next.value} at position ${next.at + 1}) are not supported: name columns only`);
      break;
    }
  }
  if (!isWord(tokens[i++], 'from')) throw refuse('expected FROM and a view name');
  const view = name('a view name after FROM');
  if (peek()?.kind === 'punct' && peek().value === ',') throw refuse('reading several views (a join) is not supported');
  if (peek()?.kind === 'punct' && peek().value === '.') throw refuse('qualified view names are not supported: name the view alone');
  if (peek() && (peek().kind === 'name' || (peek().kind === 'word' && !CLAUSES.has(peek().value.toLowerCase()))))
    throw refuse(`aliases (after ${view}) are not supported`);
  let where: string | null = null;
  if (isWord(peek(), 'where')) {
    const start = tokens[i].end;
    i++;
    let end = i;
    let level = 0;
    while (end < tokens.length) {
      const t = tokens[end];
      if (t.kind === 'punct' && t.value === '(') level++;
      if (t.kind === 'punct' && t.value === ')') level--;
      if (level === 0 && (isWord(t, 'order') || isWord(t, 'limit'))) break;
      end++;
    }
    where = text.slice(start, end < tokens.length ? tokens[end].at : text.length).trim();
    if (!where) throw refuse('WHERE needs a condition');
    i = end;
  }
  const orderBy: SqlSelect['orderBy'] = [];
  if (isWord(peek(), 'order')) {
    i++;
    if (!isWord(tokens[i++], 'by')) throw refuse('expected BY after ORDER');
    for (;;) {
      const column = name('a column name after ORDER BY');
      let descending = false;
      if (isWord(peek(), 'asc')) i++;
      else if (isWord(peek(), 'desc')) {
        descending = true;
        i++;
      }
      orderBy.push({ column, descending });
      if (peek()?.kind === 'punct' && peek().value === ',') {
        i++;
        continue;
      }
      break;
    }
  }
  let limit: number | null = null;
  if (isWord(peek(), 'limit')) {
    i++;
    const t = tokens[i++];
    if (t?.kind !== 'number' || !/^\d{1,9}$/.test(t.value)) throw refuse('LIMIT takes a whole number');
    limit = Number(t.value);
  }
  if (i < tokens.length) throw refuse(`unexpected ${tokens[i].value} at position ${tokens[i].at + 1}`);
  return { view, columns, where, orderBy, limit };
}
