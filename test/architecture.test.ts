/**
 * The import rules of DESIGN.md §3, checked on the source: no database, no build. Every file
 * under subgraphs/, gateway/ and drizzle/ is read, its imports found by the TypeScript compiler's
 * own pre-processor (static, type-only, re-exports and dynamic import() alike), and each import
 * judged by the rules below. A failure names the importing file, the import and the rule.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Modules depend on each other in one direction (DESIGN.md §3: billing → accounting, inventory
 * → accounting, accounting → erp and messaging, all → core). Layers, lowest first: a module may
 * import the modules of lower layers only. Expense and analytics build on the others like
 * billing and inventory do; analytics, which reads every module's data, is on top.
 */
const LAYERS: readonly (readonly string[])[] = [['core'], ['erp', 'messaging'], ['accounting'], ['inventory', 'billing', 'expense'], ['analytics']];

/** Tables every module may use: core's are shared. Identity's belong to the gateway (OAuth). */
const SHARED_TABLES = new Set(['core']);
const GATEWAY_TABLES = new Set(['core', 'identity']);

const ROOTS = ['subgraphs', 'gateway', 'drizzle'];

export interface Violation {
  file: string;
  import: string;
  rule: string;
}

type Owner =
  | { kind: 'module'; module: string }
  | { kind: 'tables'; module: string }
  | { kind: 'module-list' }
  | { kind: 'gateway' }
  | { kind: 'drizzle' }
  | { kind: 'other' };

function ownerOf(path: string): Owner {
  const parts = path.split('/');
  if (path === 'subgraphs/index.ts') return { kind: 'module-list' };
  if (parts[0] === 'subgraphs' && parts.length > 2) return { kind: 'module', module: parts[1] };
  if (parts[0] === 'drizzle' && parts[1] === 'tables' && parts.length > 3) return { kind: 'tables', module: parts[2] };
  if (parts[0] === 'drizzle') return { kind: 'drizzle' };
  if (parts[0] === 'gateway') return { kind: 'gateway' };
  return { kind: 'other' };
}

/**
 * The gateway knows no module by name: what a module adds at the front door (routes' renderers,
 * authenticators, raw routes, servers, live fields) comes from its descriptor in the module list.
 */
const GATEWAY_REACH =
  "the gateway reaches the modules only through the module list (subgraphs/index.ts, their descriptors) and core, never a module's own files (its api.ts and index.ts included)";

const layerOf = (module: string) => LAYERS.findIndex((layer) => layer.includes(module));

/** A module's face to the others and to the gateway. */
const isApi = (path: string) => /^subgraphs\/[^/]+\/api\.ts$/.test(path);
const isModuleIndex = (path: string) => /^subgraphs\/[^/]+\/index\.ts$/.test(path);

interface Edge {
  from: string;
  to: string;
  specifier: string;
}

/** Relative imports of every file, resolved to repository paths; packages and node: are not ours. */
function edgesOf(files: ReadonlyMap<string, string>): Edge[] {
  const edges: Edge[] = [];
  for (const [from, source] of files) {
    for (const { fileName: specifier } of ts.preProcessFile(source, true, true).importedFiles) {
      if (!specifier.startsWith('.')) continue;
      edges.push({ from, to: posix.normalize(posix.join(posix.dirname(from), specifier)), specifier });
    }
  }
  return edges;
}

/** The rule an import breaks, if any. */
function judge(edge: Edge): string | undefined {
  const from = ownerOf(edge.from);
  const to = ownerOf(edge.to);
  switch (from.kind) {
    case 'module': {
      if (layerOf(from.module) < 0) return `module ${from.module} has no place in the layers of DESIGN.md §3 (LAYERS in test/architecture.test.ts)`;
      if (to.kind === 'gateway') return 'a module never imports the gateway';
      if (to.kind === 'module-list') return 'a module never imports the module list (subgraphs/index.ts)';
      if (to.kind === 'tables' && to.module !== from.module && !SHARED_TABLES.has(to.module))
        return `a module uses only its own tables and core's, not ${to.module}'s`;
      if (to.kind !== 'module' || to.module === from.module) return undefined;
      if (to.module !== 'core' && !isApi(edge.to)) return `a module imports another module only through its api.ts, not ${to.module}'s internals`;
      if (layerOf(to.module) < 0 || layerOf(to.module) >= layerOf(from.module))
        return `${from.module} may not depend on ${to.module}: against DESIGN.md §3's direction (${LAYERS.map((l) => l.join(', ')).join(' < ')})`;
      return undefined;
    }
    case 'module-list':
      if (to.kind === 'module' && to.module !== 'core' && !isModuleIndex(edge.to))
        return "the module list imports each module's index.ts (its descriptor), nothing inside it";
      if (to.kind === 'gateway') return 'a module never imports the gateway';
      return undefined;
    case 'tables':
      if (to.kind === 'tables' && to.module !== from.module && !SHARED_TABLES.has(to.module))
        return `a module's tables refer only to its own tables and core's, not ${to.module}'s`;
      if (to.kind !== 'tables' && to.kind !== 'drizzle') return 'tables import only drizzle/';
      return undefined;
    case 'drizzle':
      if (to.kind !== 'drizzle' && to.kind !== 'tables') return 'drizzle/ imports only drizzle/';
      return undefined;
    case 'gateway':
      if (edge.from.startsWith('gateway/rest/routes/') && to.kind !== 'gateway' && !(to.kind === 'module' && to.module === 'core')) {
        return "a REST route table is data: it names fields and renderer keys, and imports only the REST types and core's constants";
      }
      if (to.kind === 'tables' && !GATEWAY_TABLES.has(to.module)) return `the gateway uses only core's and identity's tables, not ${to.module}'s`;
      if (to.kind === 'module' && to.module !== 'core') return GATEWAY_REACH;
      return undefined;
    default:
      return undefined;
  }
}

/** Strongly connected groups of more than one node (or a node importing itself): Tarjan's algorithm. */
function cycles(nodes: Iterable<string>, next: (node: string) => string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || next(node).includes(node)) found.push(group);
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** One shortest way round a strongly connected group, from its first member (by name) back to it. */
function loopThrough(group: string[], next: (node: string) => string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const target of next(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** Every broken rule of a set of files (repository path → source), in a stable order. */
export function checkArchitecture(files: ReadonlyMap<string, string>): Violation[] {
  const edges = edgesOf(files);
  const violations: Violation[] = [];
  for (const edge of edges) {
    const rule = judge(edge);
    if (rule) violations.push({ file: edge.from, import: edge.specifier, rule });
  }

  const targets = new Map<string, Edge[]>();
  for (const edge of edges) if (files.has(edge.to)) targets.set(edge.from, [...(targets.get(edge.from) ?? []), edge]);
  const nextFile = (file: string) => (targets.get(file) ?? []).map((e) => e.to);
  for (const group of cycles(files.keys(), nextFile)) {
    const loop = loopThrough(group, nextFile);
    const first = targets.get(loop[0])!.find((e) => e.to === loop[1])!;
    violations.push({ file: first.from, import: first.specifier, rule: `import cycle (type-only imports count): ${loop.join(' → ')}` });
  }

  // Role files (README, the layout): a -rules file is pure.
  for (const [file, source] of files) {
    if (!/^subgraphs\/.+-rules\.ts$/.test(file)) continue;
    for (const { fileName: specifier } of ts.preProcessFile(source, true, true).importedFiles) {
      const target = specifier.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file), specifier)) : specifier;
      if (target === 'drizzle-orm' || target.startsWith('drizzle-orm/') || target === 'drizzle/client.ts')
        violations.push({
          file,
          import: specifier,
          rule: 'a -rules file is pure: it runs no SQL (no drizzle-orm, no database client); its queries belong in a -store file',
        });
    }
  }

  // Feature folders of one module depend on each other one way too (subgraphs/<module>/<folder>/).
  const folderOf = (path: string) => {
    const parts = path.split('/');
    return parts[0] === 'subgraphs' && parts.length > 3 ? `${parts[1]}/${parts[2]}` : undefined;
  };
  const folderEdges = new Map<string, Map<string, Edge>>();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (!from || !to || from === to || from.split('/')[0] !== to.split('/')[0]) continue;
    const out = folderEdges.get(from) ?? new Map<string, Edge>();
    if (!out.has(to)) out.set(to, edge);
    folderEdges.set(from, out);
  }
  const nextFolder = (folder: string) => [...(folderEdges.get(folder)?.keys() ?? [])];
  for (const group of cycles([...folderEdges.keys()].sort(), nextFolder)) {
    const loop = loopThrough(group, nextFolder);
    const first = folderEdges.get(loop[0])!.get(loop[1])!;
    violations.push({ file: first.from, import: first.specifier, rule: `feature folder cycle: ${loop.join(' → ')}` });
  }

  const moduleEdges = new Map<string, Map<string, Edge>>();
  for (const edge of edges) {
    const from = ownerOf(edge.from);
    const to = ownerOf(edge.to);
    if (from.kind !== 'module' || to.kind !== 'module' || from.module === to.module) continue;
    const out = moduleEdges.get(from.module) ?? new Map<string, Edge>();
    if (!out.has(to.module)) out.set(to.module, edge);
    moduleEdges.set(from.module, out);
  }
  const nextModule = (module: string) => [...(moduleEdges.get(module)?.keys() ?? [])];
  for (const group of cycles([...moduleEdges.keys()].sort(), nextModule)) {
    const loop = loopThrough(group, nextModule);
    const first = moduleEdges.get(loop[0])!.get(loop[1])!;
    violations.push({ file: first.from, import: first.specifier, rule: `module cycle: ${loop.join(' → ')}` });
  }
  return violations.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
}

const describeViolation = (v: Violation) => `${v.file} imports '${v.import}': ${v.rule}`;

const repository = fileURLToPath(new URL('..', import.meta.url));

function readTree(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repository, dir), { withFileTypes: true })) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.set(path, readFileSync(join(repository, path), 'utf8'));
    }
  };
  for (const root of ROOTS) walk(root);
  return files;
}

describe('architecture', () => {
  const tree = readTree();

  it('reads the whole tree', () => {
    expect(tree.size).toBeGreaterThan(150);
    expect(tree.has('subgraphs/index.ts')).toBe(true);
    expect(tree.has('gateway/app.ts')).toBe(true);
  });

  it('keeps every import rule of DESIGN.md §3', () => {
    expect(checkArchitecture(tree).map(describeViolation)).toEqual([]);
  });

  it('places every module in a layer', () => {
    const modules = new Set([...tree.keys()].filter((path) => /^subgraphs\/[^/]+\//.test(path)).map((path) => path.split('/')[1]));
    expect([...modules].filter((module) => layerOf(module) < 0)).toEqual([]);
  });

  it('reports planted bad imports in a copy of the tree', () => {
    const planted = new Map(tree);
    const plant = (file: string, line: string) => {
      expect(planted.has(file), file).toBe(true);
      planted.set(file, `${line}\n${planted.get(file)}`);
    };
    plant('subgraphs/accounting/catalog/item-service.ts', "import { recordOpeningStock } from '../../inventory/stock/stock-service.ts';");
    plant('subgraphs/core/platform/jobs.ts', "import type { Runtime } from './runtime.ts';");
    plant('gateway/app.ts', "import { renderInvoicePdf } from '../subgraphs/accounting/invoices/invoice-pdf.ts';");
    plant('gateway/rest/routes/expense.ts', "import { reportRenderers } from '../../../subgraphs/expense/index.ts';");
    plant('subgraphs/erp/taxes/tax-rules.ts', "import { eq } from 'drizzle-orm';");
    plant('subgraphs/analytics/workspaces/workspace-service.ts', "import { exportSettings } from '../exports/export-settings.ts';");
    const found = checkArchitecture(planted).map(describeViolation);
    expect(found).toEqual(
      expect.arrayContaining([
        "subgraphs/accounting/catalog/item-service.ts imports '../../inventory/stock/stock-service.ts': a module imports another module only through its api.ts, not inventory's internals",
        expect.stringMatching(/^subgraphs\/accounting\/.* imports '.*': module cycle: accounting → inventory → accounting$/),
        expect.stringMatching(
          /^subgraphs\/core\/platform\/(jobs|runtime)\.ts imports '\.\/(runtime|jobs)\.ts': import cycle \(type-only imports count\): subgraphs\/core\/platform\/jobs\.ts → subgraphs\/core\/platform\/runtime\.ts → subgraphs\/core\/platform\/jobs\.ts$/,
        ),
        `gateway/app.ts imports '../subgraphs/accounting/invoices/invoice-pdf.ts': ${GATEWAY_REACH}`,
        "gateway/rest/routes/expense.ts imports '../../../subgraphs/expense/index.ts': a REST route table is data: it names fields and renderer keys, and imports only the REST types and core's constants",
        "subgraphs/erp/taxes/tax-rules.ts imports 'drizzle-orm': a -rules file is pure: it runs no SQL (no drizzle-orm, no database client); its queries belong in a -store file",
        expect.stringMatching(
          /^subgraphs\/analytics\/exports\/.* imports '.*': feature folder cycle: analytics\/exports → analytics\/workspaces → analytics\/exports$/,
        ),
      ]),
    );
    expect(checkArchitecture(tree)).toEqual([]);
  });

  it('reports each rule on a small set of files', () => {
    const files = new Map<string, string>([
      ['subgraphs/index.ts', "import { accounting } from './accounting/index.ts';\nimport { x } from './erp/taxes/tax-store.ts';"],
      ['subgraphs/core/values/money.ts', "import { y } from '../../erp/api.ts';"],
      ['subgraphs/accounting/index.ts', "import { a } from './api.ts';"],
      ['subgraphs/accounting/api.ts', "export { b } from './catalog/items.ts';"],
      [
        'subgraphs/accounting/catalog/items.ts',
        "import { items } from '../../../drizzle/tables/accounting/items.ts';\nimport { orders } from '../../../drizzle/tables/inventory/purchases.ts';\nimport type { Row } from './views.ts';",
      ],
      ['subgraphs/accounting/catalog/views.ts', "import type { Item } from './items.ts';"],
      ['subgraphs/messaging/api.ts', "import { failure } from '../../gateway/rest/envelope.ts';"],
      ['subgraphs/inventory/api.ts', 'export {};'],
      [
        'subgraphs/inventory/stock/stock.ts',
        "import { b } from '../../accounting/api.ts';\nimport { c } from '../../accounting/catalog/items.ts';\nconst lazy = () => import('../../billing/api.ts');",
      ],
      ['subgraphs/billing/api.ts', "import { s } from '../inventory/stock/stock.ts';"],
      ['subgraphs/erp/api.ts', "import { a } from '../accounting/api.ts';"],
      ['subgraphs/ledgerless/index.ts', "import { m } from '../core/values/money.ts';"],
      ['drizzle/tables/inventory/purchases.ts', "import { items } from '../accounting/items.ts';\nimport { money } from '../../columns.ts';"],
      ['drizzle/tables/accounting/items.ts', "import { orgs } from '../core/organizations.ts';"],
      ['drizzle/client.ts', "import { scope } from '../subgraphs/core/request/scope.ts';"],
      [
        'gateway/rest/routes/books.ts',
        "import type { RestModule } from '../route.ts';\nimport { RECEIPT_KINDS } from '../../../subgraphs/core/platform/files.ts';\nimport { renderInvoicePdf } from '../../../subgraphs/accounting/api.ts';",
      ],
      [
        'gateway/app.ts',
        "import { MODULES } from '../subgraphs/index.ts';\nimport { a } from '../subgraphs/accounting/api.ts';\nimport { c } from '../subgraphs/accounting/catalog/items.ts';\nimport { t } from '../drizzle/tables/accounting/items.ts';\nimport { o } from '../drizzle/tables/identity/oauth.ts';",
      ],
    ]);
    expect(checkArchitecture(files).map(describeViolation)).toEqual([
      "drizzle/client.ts imports '../subgraphs/core/request/scope.ts': drizzle/ imports only drizzle/",
      "drizzle/tables/inventory/purchases.ts imports '../accounting/items.ts': a module's tables refer only to its own tables and core's, not accounting's",
      `gateway/app.ts imports '../subgraphs/accounting/api.ts': ${GATEWAY_REACH}`,
      `gateway/app.ts imports '../subgraphs/accounting/catalog/items.ts': ${GATEWAY_REACH}`,
      "gateway/app.ts imports '../drizzle/tables/accounting/items.ts': the gateway uses only core's and identity's tables, not accounting's",
      "gateway/rest/routes/books.ts imports '../../../subgraphs/accounting/api.ts': a REST route table is data: it names fields and renderer keys, and imports only the REST types and core's constants",
      "subgraphs/accounting/catalog/items.ts imports '../../../drizzle/tables/inventory/purchases.ts': a module uses only its own tables and core's, not inventory's",
      "subgraphs/accounting/catalog/items.ts imports './views.ts': import cycle (type-only imports count): subgraphs/accounting/catalog/items.ts → subgraphs/accounting/catalog/views.ts → subgraphs/accounting/catalog/items.ts",
      "subgraphs/billing/api.ts imports '../inventory/stock/stock.ts': a module imports another module only through its api.ts, not inventory's internals",
      "subgraphs/billing/api.ts imports '../inventory/stock/stock.ts': import cycle (type-only imports count): subgraphs/billing/api.ts → subgraphs/inventory/stock/stock.ts → subgraphs/billing/api.ts",
      "subgraphs/billing/api.ts imports '../inventory/stock/stock.ts': module cycle: billing → inventory → billing",
      "subgraphs/core/values/money.ts imports '../../erp/api.ts': core may not depend on erp: against DESIGN.md §3's direction (core < erp, messaging < accounting < inventory, billing, expense < analytics)",
      "subgraphs/erp/api.ts imports '../accounting/api.ts': erp may not depend on accounting: against DESIGN.md §3's direction (core < erp, messaging < accounting < inventory, billing, expense < analytics)",
      "subgraphs/index.ts imports './erp/taxes/tax-store.ts': the module list imports each module's index.ts (its descriptor), nothing inside it",
      "subgraphs/inventory/stock/stock.ts imports '../../accounting/catalog/items.ts': a module imports another module only through its api.ts, not accounting's internals",
      "subgraphs/inventory/stock/stock.ts imports '../../billing/api.ts': inventory may not depend on billing: against DESIGN.md §3's direction (core < erp, messaging < accounting < inventory, billing, expense < analytics)",
      "subgraphs/ledgerless/index.ts imports '../core/values/money.ts': module ledgerless has no place in the layers of DESIGN.md §3 (LAYERS in test/architecture.test.ts)",
      "subgraphs/messaging/api.ts imports '../../gateway/rest/envelope.ts': a module never imports the gateway",
    ]);
  });

  it('reports the gateway reaching into a module, and feature folders of a module in a cycle, on planted files', () => {
    const clean = new Map<string, string>([
      ['gateway/app.ts', "import { MODULES } from '../subgraphs/index.ts';\nimport type { ModuleDescriptor } from '../subgraphs/core/platform/modules.ts';"],
      ['gateway/rest/engine.ts', "import { KontorError } from '../../subgraphs/core/values/errors.ts';"],
      ['subgraphs/index.ts', "import { messaging } from './messaging/index.ts';"],
      ['subgraphs/messaging/index.ts', "import { rawRoutes } from './edge.ts';"],
      ['subgraphs/messaging/edge.ts', "import { trackingHit } from './email/tracking.ts';\nimport { receiveStatus } from './channels/status-callbacks.ts';"],
      ['subgraphs/messaging/email/tracking.ts', "import { recordTimeline } from '../channels/timeline.ts';"],
      ['subgraphs/messaging/channels/status-callbacks.ts', "import { recordTimeline } from './timeline.ts';"],
      ['subgraphs/messaging/channels/timeline.ts', 'export {};'],
      ['subgraphs/messaging/email/outgoing.ts', 'export {};'],
    ]);
    expect(checkArchitecture(clean)).toEqual([]);
    const planted = new Map(clean);
    planted.set('gateway/auth/identity.ts', "import { senderOfToken } from '../../subgraphs/messaging/api.ts';");
    planted.set('gateway/app/servers.ts', "import { messaging } from '../../subgraphs/messaging/index.ts';");
    // No file imports itself round: only the folders are in a cycle (email/tracking → channels/timeline → email/outgoing).
    planted.set('subgraphs/messaging/channels/timeline.ts', "import { queueOutgoingEmail } from '../email/outgoing.ts';");
    expect(checkArchitecture(planted).map(describeViolation)).toEqual([
      `gateway/app/servers.ts imports '../../subgraphs/messaging/index.ts': ${GATEWAY_REACH}`,
      `gateway/auth/identity.ts imports '../../subgraphs/messaging/api.ts': ${GATEWAY_REACH}`,
      "subgraphs/messaging/channels/timeline.ts imports '../email/outgoing.ts': feature folder cycle: messaging/channels → messaging/email → messaging/channels",
    ]);
  });
});
