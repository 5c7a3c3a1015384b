import { type JsonShape, familyKeys, readFamilyShapes } from '../../gateway/contract/list-shapes.ts';
import { REST_MODULES } from '../../gateway/rest/routes/index.ts';
import { Client, type Response } from './platform.ts';

export type { FamilyShape, JsonShape } from '../../gateway/contract/list-shapes.ts';

/** The family's published response shapes (test/contract/family-response-shapes.json, a copy of the spec's). */
export const FAMILY_SHAPES = readFamilyShapes();

/** The family's name of an operation of ours (`POST /erp/v3/journals` → `POST /books/v3/journals`). */
export const familyKey = familyKeys(FAMILY_SHAPES);

interface Template {
  method: string;
  template: string;
  pattern: RegExp;
  statics: number;
}

/** Every route of the tables, most specific first (static segments before parameters). */
const TEMPLATES: Template[] = REST_MODULES.flatMap((module) =>
  module.routes.map((route) => {
    const template = module.prefix + route.path;
    const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
    return { method: route.method, template, pattern, statics: template.split('/').filter((s) => s && !s.startsWith('{')).length };
  }),
).sort((a, b) => b.statics - a.statics);

/** The route template a request was answered by. */
export function templateOf(method: string, path: string): string | undefined {
  const pathname = path.split('?')[0];
  return TEMPLATES.find((t) => t.method === method && t.pattern.test(pathname))?.template;
}

/** Every routed operation with a family shape: our template → the family's key. */
export function routedWithShapes(): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of TEMPLATES) {
    const key = familyKey(t.method, t.template);
    if (key && FAMILY_SHAPES[key].shape) out.set(`${t.method} ${t.template}`, key);
  }
  return out;
}

/** What one operation's answers showed against its shape, accumulated over every answer. */
export interface ShapeTally {
  /** Field paths of the shape (`invoices[].customer_id`). */
  keys: Set<string>;
  /** Paths present in at least one answer. */
  present: Set<string>;
  /** Paths whose type was compared, and those where some answer had another type. */
  compared: Set<string>;
  mismatched: Map<string, string>;
  statuses: Set<number>;
}

export function newTally(): ShapeTally {
  return { keys: new Set(), present: new Set(), compared: new Set(), mismatched: new Map(), statuses: new Set() };
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: string, value: unknown): boolean {
  const actual = jsonType(value);
  return actual === expected || (expected === 'number' && actual === 'integer');
}

/** Walks one answer along the shape, recording keys present and types matched. */
export function tallyShape(shape: JsonShape, value: unknown, tally: ShapeTally, path = ''): void {
  if (shape.type && path) {
    tally.compared.add(path);
    if (!typeMatches(shape.type, value)) tally.mismatched.set(path, `${shape.type} expected, ${jsonType(value)} sent`);
  }
  if (shape.properties) {
    for (const [name, sub] of Object.entries(shape.properties)) {
      const child = path ? `${path}.${name}` : name;
      tally.keys.add(child);
      addKeys(sub, child, tally);
      if (value && typeof value === 'object' && !Array.isArray(value) && name in value) {
        tally.present.add(child);
        tallyShape(sub, (value as Record<string, unknown>)[name], tally, child);
      }
    }
  }
  if (shape.items && Array.isArray(value)) for (const item of value) tallyShape(shape.items, item, tally, `${path}[]`);
}

function addKeys(shape: JsonShape, path: string, tally: ShapeTally): void {
  for (const [name, sub] of Object.entries(shape.properties ?? {})) {
    tally.keys.add(`${path}.${name}`);
    addKeys(sub, `${path}.${name}`, tally);
  }
  if (shape.items) addKeys(shape.items, `${path}[]`, tally);
}

/**
 * The resource an operation belongs to, for per-resource figures: the path's first segment
 * after the version (`/books/v3/contacts/{id}/address` → `contacts`), or its second under
 * `settings` (`/books/v3/settings/taxes` → `taxes`). `/books/v3/items` and `/inventory/v1/items`
 * are one resource, as are `/books/v3/expenses` and `/erp/v3/expenses`.
 */
export function resourceOf(template: string): string {
  const [, , , first, second] = template.split('/');
  return first === 'settings' && second ? second : first;
}

/** A client recording every answer under the route template that gave it. */
export class RecordingClient extends Client {
  constructor(
    baseUrl: string,
    token: string,
    organizationId?: string,
    readonly answers: { template: string; method: string; response: Response }[] = [],
  ) {
    super(baseUrl, token, organizationId);
  }

  /** Same token and recording, no organization in the query (organization create and list). */
  withoutOrganization(): RecordingClient {
    return new RecordingClient(this.baseUrl, this.token, undefined, this.answers);
  }

  override async request<T = any>(method: string, path: string, options: Parameters<Client['request']>[2] = {}): Promise<Response<T>> {
    const response = await super.request<T>(method, path, options);
    const template = templateOf(method, new URL(response.path, this.baseUrl).pathname);
    if (template) this.answers.push({ template, method, response });
    return response;
  }

  /** A multipart request as client libraries send it: files under their part names, the body as `JSONString`. */
  async upload<T = any>(
    method: string,
    path: string,
    files: { part: string; bytes: Buffer; name: string; type?: string }[],
    json?: unknown,
  ): Promise<Response<T>> {
    const form = new FormData();
    if (json !== undefined) form.append('JSONString', JSON.stringify(json));
    for (const f of files) form.append(f.part, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    return this.request<T>(method, path, { raw: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } });
  }
}
