/**
 * The platform's public address, which absolute links it writes start with: tracking links in
 * mail, providers' status callback URLs, export download URLs. PUBLIC_URL when the operator set
 * it (behind a proxy, or reached by another name); otherwise the address this process's gateway
 * listens on (`buildApp().start()` records it), a wildcard host (0.0.0.0, ::) read as localhost,
 * so the links work on whatever PORT the server runs; `http://localhost:4000` before any start
 * (a subgraph process alone: set PUBLIC_URL there, docs/operations.md).
 */
// Every gateway of this process that listens now, the latest last (tests start several).
const listening: string[] = [];

const browsable = (url: string) => url.replace('//0.0.0.0:', '//localhost:').replace('//[::]:', '//localhost:');

/** Records the address a gateway listens on, until `forgetListeningAddress`. */
export function useListeningAddress(url: string): void {
  listening.push(browsable(url));
}

/** Forgets the address of a gateway that stopped: the one started before it speaks again. */
export function forgetListeningAddress(url: string): void {
  const at = listening.lastIndexOf(browsable(url));
  if (at >= 0) listening.splice(at, 1);
}

/** The public base URL without a trailing slash. */
export function publicUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL?.trim() || listening.at(-1) || 'http://localhost:4000').replace(/\/+$/, '');
}
