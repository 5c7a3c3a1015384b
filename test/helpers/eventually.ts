const EVENTUALLY_MS = 180_000;

/**
 * Waits until the check holds, for outcomes that arrive asynchronously (a job run, a NOTIFY).
 * Not a timing assertion: the limit only turns a hang into a failure that says what was awaited,
 * so it is generous (a loaded machine runs jobs many times slower) and below vitest's
 * testTimeout, whose message would not say it.
 */
export async function eventually<T>(check: () => T | Promise<T>, what: string, timeoutMs = EVENTUALLY_MS): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
