import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export const NUL_CHARACTER_MESSAGE = 'El texto no puede contener el carácter nulo (\\u0000)';

const NUL = '\u0000';

/** A field name as the validation errors write it: `items.0.name`, `querystring.search`, `params.id`. */
function fieldName(prefix: string, path: readonly (string | number)[]): string {
  return [prefix, ...path.map((part) => String(part).replaceAll(NUL, '\\u0000'))].filter(Boolean).join('.') || 'body';
}

/** Whether any text or key in a parsed request part holds a NUL character (no paths kept). */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current as unknown[]) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Every field of a parsed request part whose text (or key) holds a NUL character. Walked with an
 * explicit stack: a body of nested arrays within the size limit is deeper than the call stack.
 */
export function nulCharacterFields(value: unknown, prefix: string): string[] {
  const found: string[] = [];
  if (!holdsNul(value)) return found;
  const pending: Array<{ value: unknown; path: (string | number)[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) found.push(fieldName(prefix, path));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) found.push(fieldName(prefix, [...path, key]));
        else pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found.sort();
}

/**
 * PostgreSQL cannot store a NUL character in text (SQLite can), so a `\u0000` anywhere in a
 * request is refused here, once for every route and both databases, as a 400 naming each field,
 * before the route's own validation runs.
 */
export default fp(
  async function textInputPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const fields = [
        ...nulCharacterFields(request.params, 'params'),
        ...nulCharacterFields(request.query, 'querystring'),
        ...nulCharacterFields(request.body, ''),
      ];
      if (fields.length === 0) return;
      throw new AppError(
        'VALIDATION_ERROR',
        NUL_CHARACTER_MESSAGE,
        Object.fromEntries(fields.map((field) => [field, NUL_CHARACTER_MESSAGE])),
      );
    });
  },
  { name: 'text-input' },
);
