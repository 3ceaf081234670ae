import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES, type ErrorBody, type ErrorCode } from '../lib/app-error';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
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

function validationBody(error: FastifyError & { validation: Array<{ instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }> }): ErrorBody {
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

/** One mapping from any thrown error to the DESIGN §4 body; 5xx details stay in the log. */
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
