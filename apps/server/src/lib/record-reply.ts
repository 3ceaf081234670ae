import type { FastifyReply, FastifyRequest } from 'fastify';

/* The answer of a route that wrote one record: logged with the record's id (under `logKey`) and who wrote it. */

/** 200 { data } for a record the route changed. */
export function changedReply<T extends { id: number }>(request: FastifyRequest, record: T, logKey: string, message: string) {
  request.log.info({ [logKey]: record.id, by: request.user.id }, message);
  return { data: record };
}

/**
 * 201 { data } for a record the route created. The body is returned, not sent, so the route's
 * handler type still checks it against the 201 response schema.
 */
export function createdReply<T extends { id: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  record: T,
  logKey: string,
  message: string,
): { data: T } {
  reply.status(201);
  return changedReply(request, record, logKey, message);
}
