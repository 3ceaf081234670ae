import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The answer of a route that wrote one record: logged with the record's id (under `logKey`), or
 * with the fields the route names, and who wrote it.
 */

/** 200 { data } for a record the route changed. */
export function changedReply<T extends { id: number }>(request: FastifyRequest, record: T, logKey: string, message: string) {
  request.log.info({ [logKey]: record.id, by: request.user.id }, message);
  return { data: record };
}

/**
 * 201 { data } for a record the route created. The body is returned, not sent, so the route's
 * handler type still checks it against the 201 response schema. A record without an `id` (a
 * wave's result, a manual event) names what to log instead of a key.
 */
export function createdReply<T extends { id: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  record: T,
  logKey: string,
  message: string,
): { data: T };
export function createdReply<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  record: T,
  logged: Record<string, unknown>,
  message: string,
): { data: T };
export function createdReply<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  record: T,
  log: string | Record<string, unknown>,
  message: string,
): { data: T } {
  reply.status(201);
  const fields = typeof log === 'string' ? { [log]: (record as { id?: unknown }).id } : log;
  request.log.info({ ...fields, by: request.user.id }, message);
  return { data: record };
}
