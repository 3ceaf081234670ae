import type { FastifyReply, FastifyRequest } from 'fastify';

/** A created record's answer: logged with its id (under `logKey`) and who created it, then 201 { data }. */
export function createdReply<T extends { id: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  record: T,
  logKey: string,
  message: string,
) {
  request.log.info({ [logKey]: record.id, by: request.user.id }, message);
  return reply.status(201).send({ data: record });
}
