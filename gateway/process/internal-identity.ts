import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Identity } from '../../subgraphs/core/request/context.ts';

/**
 * In distributed mode the gateway forwards who is calling to subgraphs in two headers: the
 * identity (base64 JSON) and its HMAC under KONTOR_INTERNAL_SECRET, which every process of
 * one installation shares. A subgraph refuses requests whose signature does not match.
 */
export const IDENTITY_HEADER = 'x-kontor-identity';
export const SIGNATURE_HEADER = 'x-kontor-signature';

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function identityHeaders(identity: Identity, secret: string): Record<string, string> {
  const payload = Buffer.from(JSON.stringify({ ...identity, issuedAt: Date.now() })).toString('base64url');
  return { [IDENTITY_HEADER]: payload, [SIGNATURE_HEADER]: sign(payload, secret) };
}

/** The identity the headers carry, or undefined when unsigned, tampered with or stale (> 5 min). */
export function identityFromHeaders(headers: Record<string, string | string[] | undefined>, secret: string): Identity | undefined {
  const payload = headers[IDENTITY_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof payload !== 'string' || typeof signature !== 'string') return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const { issuedAt, ...identity } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Identity & { issuedAt: number };
  if (Math.abs(Date.now() - issuedAt) > 5 * 60_000) return undefined;
  return identity;
}
