import { type Dataset, registerDataset } from './datasets.ts';
import type { JobRuntime, JobWorker } from './jobs.ts';
import type { Registration } from './ports.ts';
import type { EncryptedColumn } from './secrets.ts';

export interface ResolverModule {
  /** A module's generated `Resolvers` map (typed from the SDL by codegen). */
  resolvers: object;
}

/**
 * A file made from a resource in its wire form (snake_case, as the REST envelope would carry
 * it): an invoice's PDF, an expense report's CSV. The REST route tables name renderers by key
 * (`formats: { pdf: 'accounting.invoice-pdf' }`); the engine finds them in the descriptors.
 */
export interface FileRenderer {
  contentType: string;
  render(resource: unknown): Buffer | string | Promise<Buffer | string>;
  /** The file's name in Content-Disposition; without one the file is shown, unnamed. */
  fileName?(resource: unknown): string;
}

/**
 * A live field: a `Subscription` field the gateway serves over graphql-ws and SSE. Its events
 * carry only keys (core/platform/events.ts); for each event of the client's organization the
 * gateway resolves the client's selection through the query field named here, federated, so a
 * payload may hold fields of any subgraph.
 *
 *   { name: 'invoiceStatusChanged', arguments: 'invoiceId: ID!', type: 'Invoice!', events: ['invoice.status_changed'],
 *     key: 'invoiceId', query: { field: 'invoice', argument: 'invoiceId' }, scopes: ['SvcBooks.invoices.READ'] }
 */
export interface LiveField {
  /** The field's name on `Subscription`. */
  name: string;
  /** Its arguments in SDL (`invoiceId: ID!`), if any. */
  arguments?: string;
  /** Its type in SDL: the type the query field returns. */
  type: string;
  /** Its description, for GraphiQL and the SDL at /graphql/live.graphql. */
  description: string;
  /** The event types (`<entity>.<change>`) it follows. */
  events: readonly string[];
  /**
   * An argument choosing among them: its value names the event types followed
   * (`messages(channel: EMAIL)` follows `email_message.updated`). Absent: all of `events`.
   */
  by?: { argument: string; events: Readonly<Record<string, readonly string[]>> };
  /**
   * Error codes of the read meaning "not yours to see" (an export job another user of the
   * organization created): such an event is skipped, not delivered as an error.
   */
  hidden?: readonly string[];
  /** The argument that names the entity: events of other ids are skipped. Absent: every event of the organization. */
  key?: string;
  /**
   * The query field that reads the entity, its argument taking the event's id, and the
   * subscription's arguments passed on to it as they are (`with`: `message(channel:, messageId:)`).
   */
  query: { field: string; argument: string; with?: readonly string[] };
  /** A token needs one of these scopes to subscribe (the query field checks its own on every event too). */
  scopes: readonly string[];
}

/**
 * Who a credential a module checks itself stands for (an Authenticator's answer): the gateway
 * makes the request's identity of it.
 */
export interface Caller {
  userId: string;
  scopes: string[];
  /** The organization the credential belongs to: requests with it name none. */
  organizationId: string;
  role?: string;
  /** The mail agent a send-mail token (messaging) belongs to. */
  agentId?: string;
}

/**
 * A credential other than an OAuth token, which the module checks: messaging's send-mail token
 * (`Authorization: Svc-enczapikey <key>`). A REST route names it (RestRoute.auth) and runs as
 * the caller it stands for, in that caller's organization.
 */
export interface Authenticator {
  /** `<module>.<what>`, as routes name it. */
  name: string;
  /** The caller of a request's `Authorization` value; throws UNAUTHENTICATED (KontorError) when it is none. */
  identify(authorization: string | undefined, runtime: JobRuntime): Promise<Caller>;
}

/**
 * A request to a raw route as the module reads it: its path parameters, headers (lower-case
 * names) and, for a JSON body, the text exactly as it arrived (what a signature is over).
 */
export interface RawRequest {
  params: Readonly<Record<string, string>>;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: string;
}

/**
 * A raw route's answer: a result in the route's wire, the resource under its key as a REST
 * route's (`{ result: { receipt: { … } } }`), or an answer of its own (a pixel, a redirect:
 * `{ status: 302, headers: { location } }`).
 */
export type RawAnswer =
  | { result: Record<string, unknown> }
  | { status: number; headers?: Readonly<Record<string, string>>; type?: string; body?: string | Buffer };

/**
 * A route outside the REST tables that the module answers itself, with no OAuth token: what
 * the request carries is its proof (an unguessable path, a signature). The gateway mounts it;
 * a KontorError thrown is answered in the route's wire.
 */
export interface RawRoute {
  method: 'GET' | 'POST';
  /** The whole path, a parameter as `{name}` (`/t/o/{token}`). */
  path: string;
  /** The REST wire of its results and refusals, by name (gateway/rest/wires: `messaging`); absent: the family's. */
  wire?: string;
  /** Largest accepted body in bytes (default 1 MiB). */
  bodyLimit?: number;
  handle(request: RawRequest, runtime: JobRuntime): Promise<RawAnswer>;
}

/**
 * A server of the module's own beside the HTTP one (messaging's SMTP submission server). The
 * gateway starts it after it listens when options are given for it (AppOptions.servers, which
 * `kontor serve` fills from the environment with `fromEnv`), and closes it first on stop.
 */
export interface ModuleServer<Options = unknown> {
  /** `<module>.<what>`: the name its options are given under. */
  name: string;
  /** Its options from the process environment; undefined when it is not to run. */
  fromEnv(env: Readonly<Record<string, string | undefined>>): Options | undefined;
  start(runtime: JobRuntime, options: Options, door: ServerDoor): Promise<{ close(): Promise<void> }>;
}

/** What the gateway lends a module's server: the guards its own doors use. */
export interface ServerDoor {
  /** The sign-in throttle of the token endpoint (gateway/guard/rate-limits.ts): one count of failures for every door. */
  throttle: CredentialThrottle;
}

/**
 * Failed credentials counted per account and per address: past a few failures each one locks
 * the account (and, past more, the address) for twice as long as the last.
 */
export interface CredentialThrottle {
  /** Seconds the account or the address must still wait; 0 when it may try. */
  lockedFor(account: string, address: string): Promise<number>;
  failed(account: string, address: string): Promise<void>;
  succeeded(account: string, address: string): Promise<void>;
}

/**
 * Everything a module contributes to the platform, exported as the one value of its index.ts
 * and listed in subgraphs/index.ts. Nothing of a module is switched on by importing one of its
 * files: the platform reads the descriptors at start-up (installModules, startRuntime).
 */
export interface ModuleDescriptor {
  /** The module's name; a subgraph's is its SubgraphName, and its jobs' names start with it. */
  name: string;
  /** The resolver maps of its subgraph (buildModuleSchema); absent for core, which serves none. */
  schema?: readonly ResolverModule[];
  /** Its jobs: each key with its handler. Their queues exist in every process; a process works those of its modules. */
  jobs: readonly JobWorker<object>[];
  /** What refers to other modules' records, so their owners refuse to delete one in use (ReferenceRegistry.referrer). */
  references: readonly Registration[];
  /** What it plugs into registries and ports lower modules declare (Port.provider, TaxChangeHandlers.handler). */
  hooks: readonly Registration[];
  /** Files it makes of its resources, by key (`<module>.<what>`), for the REST routes' `format`. */
  renderers: Readonly<Record<string, FileRenderer>>;
  /** Data it offers analytics views and exports (core/platform/datasets.ts), named `<module>.<what>`. */
  datasets?: readonly Dataset[];
  /** Its live (subscription) fields, served by the gateway. */
  live?: readonly LiveField[];
  /** Its columns of sealed secrets (core/platform/secrets.ts), which `kontor secrets rekey` re-encrypts. */
  secrets?: readonly EncryptedColumn[];
  /** Credentials it checks itself, which its REST routes name (RestRoute.auth). */
  authenticators?: readonly Authenticator[];
  /** Routes it answers itself, outside the REST tables (tracking links, provider callbacks). */
  rawRoutes?: readonly RawRoute[];
  /** Servers of its own beside the HTTP one. */
  servers?: readonly ModuleServer[];
}

/** Every module's authenticators by name; a name given twice, or not the module's, is a wiring error. */
export function authenticatorsOf(modules: readonly ModuleDescriptor[]): Map<string, Authenticator> {
  return byName(modules, (module) => module.authenticators ?? [], 'authenticator');
}

/** Every module's servers by name. */
export function serversOf(modules: readonly ModuleDescriptor[]): Map<string, ModuleServer> {
  return byName(modules, (module) => module.servers ?? [], 'server');
}

/** The options of every server the environment configures, by name (AppOptions.servers). */
export function serverOptionsFromEnv(modules: readonly ModuleDescriptor[], env: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [name, server] of serversOf(modules)) {
    const given = server.fromEnv(env);
    if (given !== undefined) options[name] = given;
  }
  return options;
}

function byName<T extends { name: string }>(
  modules: readonly ModuleDescriptor[],
  parts: (module: ModuleDescriptor) => readonly T[],
  what: string,
): Map<string, T> {
  const found = new Map<string, T>();
  for (const module of modules) {
    for (const part of parts(module)) {
      if (!part.name.startsWith(`${module.name}.`)) throw new Error(`${what} ${part.name} of module ${module.name} must be named ${module.name}.<what>`);
      if (found.has(part.name)) throw new Error(`${what} ${part.name} is given twice`);
      found.set(part.name, part);
    }
  }
  return found;
}

/** Every module's columns of sealed secrets. */
export function encryptedColumnsOf(modules: readonly ModuleDescriptor[]): EncryptedColumn[] {
  return modules.flatMap((module) => module.secrets ?? []);
}

const installed = new WeakSet<ModuleDescriptor>();

/**
 * Fills the registries from the descriptors' references and hooks: the one place they are
 * filled. Once per descriptor and process, however many runtimes the process starts.
 */
export function installModules(modules: readonly ModuleDescriptor[]): void {
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    names.add(module.name);
    for (const job of module.jobs) {
      if (!job.name.startsWith(`${module.name}.`)) throw new Error(`job ${job.name} of module ${module.name} must be named ${module.name}.<job-name>`);
    }
  }
  for (const module of modules) {
    if (installed.has(module)) continue;
    installed.add(module);
    for (const dataset of module.datasets ?? []) registerDataset(module.name, dataset);
    for (const registration of [...module.references, ...module.hooks]) {
      try {
        registration.install();
      } catch (error) {
        throw new Error(`module ${module.name}, ${registration.name}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
}

/** Every module's jobs, for the job queue. */
export function jobsOf(modules: readonly ModuleDescriptor[]): JobWorker<object>[] {
  return modules.flatMap((module) => module.jobs);
}

/** Every module's renderers by key; a key given twice, or not the module's, is a wiring error. */
export function renderersOf(modules: readonly ModuleDescriptor[]): Map<string, FileRenderer> {
  const named = byName(modules, (module) => Object.entries(module.renderers).map(([name, renderer]) => ({ name, renderer })), 'renderer');
  return new Map([...named].map(([name, { renderer }]) => [name, renderer]));
}

/**
 * The `Subscription` type of these live fields in SDL ('' for none): composed into the
 * supergraph with the owning module's subgraph (gateway/contract/compose.ts), so the committed
 * supergraph, introspection and GraphiQL show the live fields as any other.
 */
export function liveSdl(fields: Iterable<LiveField>): string {
  const list = [...fields];
  if (!list.length) return '';
  const lines = list.map((f) => `  """${f.description}"""\n  ${f.name}${f.arguments ? `(${f.arguments})` : ''}: ${f.type}`);
  return `type Subscription {\n${lines.join('\n')}\n}\n`;
}

/** Every module's live fields; a name given twice is a wiring error. */
export function liveFieldsOf(modules: readonly ModuleDescriptor[]): Map<string, LiveField> {
  const fields = new Map<string, LiveField>();
  for (const module of modules) {
    for (const field of module.live ?? []) {
      if (fields.has(field.name)) throw new Error(`live field ${field.name} is given twice`);
      fields.set(field.name, field);
    }
  }
  return fields;
}
