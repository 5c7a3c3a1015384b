/**
 * What is worked out once per operation text (a parsed document, a compiled query, a checked
 * request) and kept for the next request with the same text. Emptied whole when it reaches
 * `limit`: a client sending endless new documents only keeps missing it, and the few texts in
 * real use are back after one request each.
 */
export class Remembered<V> {
  private readonly values = new Map<string, V>();

  constructor(private readonly limit = 5000) {}

  get(key: string, work: () => V): V {
    let value = this.values.get(key);
    if (value === undefined) {
      value = work();
      if (this.values.size >= this.limit) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }

  /** The value kept for `key`, if any, working nothing out. */
  peek(key: string): V | undefined {
    return this.values.get(key);
  }

  clear(): void {
    this.values.clear();
  }
}
