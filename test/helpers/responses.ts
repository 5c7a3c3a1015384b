import { expect } from 'vitest';
import type { Response } from './platform.ts';

/** Fastify's request.id (gateway/app.ts genReqId), if the gateway sends it back. */
const REQUEST_ID_HEADERS = ['x-request-id', 'request-id'];

/** What a failed expectation prints: the request, the status, the body and the id the log files it under. */
function described(response: Response): string {
  const requestId = REQUEST_ID_HEADERS.map((name) => response.headers.get(name)).find(Boolean) ?? 'none sent';
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  const body = text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} characters)` : text;
  return `${response.method} ${response.path} answered ${response.status} ${body} (request id: ${requestId})`;
}

/** A success envelope: the status (200 unless given) and code 0. */
export function expectOk(response: Response, status = 200): void {
  expect({ status: response.status, code: response.body?.code }, described(response)).toEqual({ status, code: 0 });
}

/** A failure envelope: its code and status (400 unless given). */
export function expectFailure(response: Response, code: number, status = 400): void {
  expect({ status: response.status, code: response.body?.code }, described(response)).toEqual({ status, code });
}
