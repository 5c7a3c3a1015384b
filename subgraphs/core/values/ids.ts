import { randomInt } from 'node:crypto';

// Snowflake-style ids: 41 bits of milliseconds since 2024-01-01, 10 bits of node, 12 bits
// of sequence. Time-ordered, 64-bit, and made without coordination: each process draws its
// node number at random, so two replicas collide only if they draw the same node and mint in
// the same millisecond with the same sequence.
const EPOCH = 1704067200000n;
const NODE = BigInt(randomInt(0, 1024));

let lastMs = 0n;
let sequence = 0n;

export function newId(): string {
  let now = BigInt(Date.now());
  if (now < lastMs) now = lastMs; // clock stepped back: stay monotonic
  if (now === lastMs) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) now = lastMs + 1n; // 4096 ids in one ms: borrow the next ms
  } else {
    sequence = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (NODE << 12n) | sequence).toString();
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9][0-9]{0,18}$/.test(value) && BigInt(value) < 2n ** 63n;
}
