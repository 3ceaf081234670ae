import type { z } from 'zod';

/** Messages of a failed parse keyed by dotted path ('' for the root); {} when it passes. */
export function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    (messages[key] ??= []).push(issue.message);
  }
  return messages;
}

/** The first message at a path, or undefined. */
export function messageAt(schema: z.ZodType, value: unknown, path: string): string | undefined {
  return messagesOf(schema, value)[path]?.[0];
}
