/**
 * Where the SQL statements of the modules live, by file kind (STYLE.md: SQL in stores). A
 * statement is a Drizzle call that reaches the database: select, selectDistinct, insert, update,
 * delete or execute on a database handle (`db`, `tx`, `scope.db`, `this.database.db`, ...). The
 * receiver's name is the test, so `hash.update()` or `map.delete()` never count; a store helper
 * that runs a statement for its caller counts once, in the store.
 *
 *   npx tsx test/helpers/sql-census.ts           kinds, then the twenty files with most SQL outside stores
 *   npx tsx test/helpers/sql-census.ts --all     every file that runs SQL
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type FileKind = 'store' | 'service' | 'rules' | 'other';

const STATEMENT_METHODS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute']);

/** A database handle: the last name of the receiver is db or tx (tx, db, scope.db, this.database.db). */
const DATABASE_HANDLE = /(^|\.)(db|tx)$/;

/** A file's kind by its role suffix (STYLE.md): -store holds the SQL, -rules is pure, -service orchestrates. */
export function kindOf(path: string): FileKind {
  const name = posix.basename(path);
  if (/(^|-)store\.ts$/.test(name)) return 'store';
  if (/-rules\.ts$/.test(name)) return 'rules';
  if (/(^|-)service\.ts$/.test(name)) return 'service';
  return 'other';
}

/** The lines (1-based) of the statements a source runs. */
export function statementLines(path: string, source: string): number[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && STATEMENT_METHODS.has(node.expression.name.text)) {
      const receiver = node.expression.expression.getText(file).replace(/\s+/g, '');
      if (DATABASE_HANDLE.test(receiver)) lines.push(file.getLineAndCharacterOfPosition(node.expression.name.getStart(file)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

export interface FileCensus {
  file: string;
  kind: FileKind;
  statements: number;
}

/** Every file (repository path → source) that runs SQL, most statements first. */
export function sqlCensus(files: ReadonlyMap<string, string>): FileCensus[] {
  const found: FileCensus[] = [];
  for (const [file, source] of files) {
    const statements = statementLines(file, source).length;
    if (statements > 0) found.push({ file, kind: kindOf(file), statements });
  }
  return found.sort((a, b) => b.statements - a.statements || (a.file < b.file ? -1 : 1));
}

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** The TypeScript files of the modules (subgraphs/), by repository path. */
export function readModules(root = 'subgraphs'): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repository, dir), { withFileTypes: true })) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.set(path, readFileSync(join(repository, path), 'utf8'));
    }
  };
  walk(root);
  return files;
}

function report(all: boolean): void {
  const census = sqlCensus(readModules());
  const total = census.reduce((sum, f) => sum + f.statements, 0);
  const byKind = new Map<FileKind, { files: number; statements: number }>();
  for (const f of census) {
    const k = byKind.get(f.kind) ?? { files: 0, statements: 0 };
    byKind.set(f.kind, { files: k.files + 1, statements: k.statements + f.statements });
  }
  console.log(`SQL statements under subgraphs/: ${total} in ${census.length} files`);
  for (const kind of ['store', 'service', 'rules', 'other'] as const) {
    const k = byKind.get(kind) ?? { files: 0, statements: 0 };
    console.log(
      `  ${kind.padEnd(8)} ${String(k.statements).padStart(4)} statements  ${String(k.files).padStart(3)} files  ${((100 * k.statements) / total).toFixed(0)}%`,
    );
  }
  const outside = census.filter((f) => f.kind !== 'store');
  console.log(
    `  outside stores: ${outside.reduce((s, f) => s + f.statements, 0)} (${((100 * outside.reduce((s, f) => s + f.statements, 0)) / total).toFixed(0)}%)`,
  );
  console.log(all ? '\nEvery file:' : '\nMost SQL outside stores:');
  for (const f of all ? census : outside.slice(0, 20)) console.log(`  ${String(f.statements).padStart(3)}  ${f.kind.padEnd(7)} ${f.file}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) report(process.argv.includes('--all'));
