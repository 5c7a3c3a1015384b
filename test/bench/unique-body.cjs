// autocannon's worker threads take request hooks as a file to require, not a function.
// Its own idReplacement miscounts Content-Length with the ids its current hyperid makes,
// so creates get unique names here: `[<id>]` in the body becomes a per-request id.
const prefix = `${process.pid}.${Math.random().toString(36).slice(2, 8)}`;
let sequence = 0;

module.exports = function uniqueBody(request) {
  if (typeof request.body !== 'string') return request;
  sequence += 1;
  return { ...request, body: request.body.replaceAll('[<id>]', `${prefix}.${sequence}`) };
};
