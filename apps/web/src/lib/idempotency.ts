/**
 * Idempotency keys for a form's create request: the same content sent again (a retry after a
 * timeout whose request did commit) reuses its key, so the server answers the first result instead
 * of refusing a duplicate; changed content gets a new key.
 */
export function idempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { content: string; key: string } | null = null;
  return {
    keyFor(content: unknown): string {
      const text = JSON.stringify(content);
      if (last?.content !== text) last = { content: text, key: newKey() };
      return last.key;
    },
    /** After a success or when the form is closed: the next submission is a new request. */
    reset(): void {
      last = null;
    },
  };
}
