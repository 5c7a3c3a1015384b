/**
 * How a request that fails before or outside a handler is answered: in the wire of the route it
 * reached (RestModule.wire, RawRoute.wire), or for a path no route has, of the module prefix it
 * is under (a module naming a wire of its own claims its prefix's unknown paths; the family's
 * elsewhere), with the spec's code. An
 * unknown path is 404 and a method its path does not take 405, whatever the body; a body that
 * is too large, of a type nobody parses, empty or not JSON is 400 or 413 naming what is wrong;
 * anything unexpected is logged and answered as code 1000 with the request's id.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KontorError } from '../../subgraphs/core/values/errors.ts';
import { type WireFailure, failure, failureOfError } from '../rest/envelope.ts';
import type { RestModule } from '../rest/route.ts';
import { FAMILY_WIRE, wireNamed, wireOf } from '../rest/wires/index.ts';

/** Fastify's own refusals of a body, by code, as the spec's failures. */
const BODY_FAILURES: Readonly<Record<string, (error: FastifyError, request: FastifyRequest) => WireFailure>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (_e, request) =>
    failure('PAYLOAD_TOO_LARGE', `The request body is larger than this route accepts (${request.routeOptions.bodyLimit ?? 0} bytes).`),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_e, request) =>
    failure('INVALID_VALUE', `Unsupported Content-Type ${request.headers['content-type']}: send application/json.`),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => failure('INVALID_VALUE', 'The request body is empty: send a JSON object.'),
};

const notJson = (error: Error) => failure('INVALID_VALUE', `The request body is not valid JSON: ${error.message}.`);

/** What a client sees of an error outside a handler, or undefined for one that is not the client's doing. */
function failureOf(error: FastifyError, request: FastifyRequest): WireFailure | undefined {
  if (error instanceof KontorError) return failureOfError(error);
  const known = BODY_FAILURES[error.code];
  if (known) return known(error, request);
  if (error.statusCode === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)) return notJson(error);
  if (error.statusCode && error.statusCode < 500) return failure('INVALID_VALUE', error.message);
  return undefined;
}

export type MethodNotAllowed = (request: FastifyRequest, reply: FastifyReply, allow: string) => FastifyReply;

/** Sets the error and not-found handlers; returns the 405 answer, which the REST routes mount on the methods a path does not take. */
export function registerErrors(fastify: FastifyInstance, modules: readonly RestModule[]): MethodNotAllowed {
  // Where several tables share a prefix (/v1.1), the one naming a wire of its own claims the paths no route has.
  const claimed = modules.filter((module) => module.wire).map((module) => ({ prefix: `${module.prefix}/`, wire: wireOf(module) }));
  const answer = (request: FastifyRequest, reply: FastifyReply, refused: WireFailure) => {
    const named = (request.routeOptions.config as { wire?: string } | undefined)?.wire;
    const wire = named ? wireNamed(named) : (claimed.find((c) => request.url.startsWith(c.prefix))?.wire ?? FAMILY_WIRE);
    const shaped = wire.failure(refused, request.id);
    return reply.code(shaped.status).send(shaped.body);
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    answer(request, reply, failure('INVALID_URL', `Invalid URL: ${request.method} ${request.url.split('?')[0]} is not an operation of this API.`));
  const methodNotAllowed: MethodNotAllowed = (request, reply, allow) => {
    const path = request.routeOptions.url ?? request.url.split('?')[0];
    return answer(
      request,
      reply.header('allow', allow),
      failure('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; use ${allow.split(', ').join(' or ')}.`),
    );
  };
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    // Routing comes before the body: an unknown path is a 404 and a method the path does not
    // take a 405 whatever the body is (too large, not JSON, of a type nobody parses).
    if (request.is404) return notFound(request, reply);
    const allow = (request.routeOptions.config as { allow?: string } | undefined)?.allow;
    if (allow) return methodNotAllowed(request, reply, allow);
    const wire = failureOf(error, request);
    if (wire) return answer(request, reply, wire);
    request.log.error({ err: error }, 'unexpected error');
    return answer(request, reply, failure('INTERNAL', `Internal error (reference ${request.id}).`));
  });
  fastify.setNotFoundHandler(notFound);
  return methodNotAllowed;
}
