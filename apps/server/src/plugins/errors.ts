import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES as STATUS_CODES_TEXT } from 'node:http';
import type { Duplex } from 'node:stream';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES, type ErrorBody, type ErrorCode } from '../lib/app-error';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'BODY_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const UNKNOWN_FIELD = 'Campo no permitido';

/** '/items/0/quantity' → 'items.0.quantity'; the request part prefixes query and params. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const prefix = context && context !== 'body' ? context : '';
  return [prefix, path].filter(Boolean).join('.') || prefix || 'body';
}

function validationBody(
  error: FastifyError & {
    validation: Array<{ instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }>;
  },
): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        fields[fieldName(`${issue.instancePath}/${key}`, error.validationContext)] = UNKNOWN_FIELD;
      }
      continue;
    }
    const name = fieldName(issue.instancePath, error.validationContext);
    fields[name] ??= issue.message ?? ERROR_CODES.VALIDATION_ERROR.message;
  }
  const first = Object.values(fields)[0];
  return { error: first ?? ERROR_CODES.VALIDATION_ERROR.message, code: 'VALIDATION_ERROR', fields };
}

export function toErrorBody(error: unknown): { status: number; body: ErrorBody; internal: boolean } {
  if (error instanceof AppError) {
    const body: ErrorBody = { ...error.details, error: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return { status: error.status, body, internal: error.status >= 500 };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: validationBody(error as never), internal: false };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError && typeof fastifyError === 'object' && !isResponseSerializationError(fastifyError)) {
    const byCode = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    const bySyntax = error instanceof SyntaxError && fastifyError.statusCode === 400 ? 'INVALID_JSON' : undefined;
    const byStatus = fastifyError.statusCode ? STATUS_CODES[fastifyError.statusCode] : undefined;
    const code = byCode ?? bySyntax ?? byStatus;
    if (code) {
      const { status, message } = ERROR_CODES[code];
      return { status, body: { error: message, code }, internal: false };
    }
  }
  return { status: 500, body: { error: ERROR_CODES.INTERNAL_ERROR.message, code: 'INTERNAL_ERROR' }, internal: true };
}

/**
 * Fastify's refusals before a route is found (a URL that does not decode, a path parameter over
 * maxParamLength): the same body as any other error.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorBody(error);
  request.log.info({ code: body.code, status }, 'solicitud rechazada');
  return reply.status(status).send(body);
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or URL over the
 * limit: 431; an unreadable request line or Content-Length: 400; a request that never finished:
 * 408). Node would answer with an empty body and Fastify with an English one; this writes the
 * body on the socket and closes it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const { status, message } = ERROR_CODES[code];
  const body = JSON.stringify({ error: message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES_TEXT[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One mapping from any thrown error to the body; 5xx details stay in the log. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body, internal } = toErrorBody(error);
      if (internal) request.log.error({ err: error }, 'error interno');
      else request.log.info({ code: body.code, status, fields: body.fields }, 'solicitud rechazada');
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
