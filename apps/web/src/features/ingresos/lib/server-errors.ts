/**
 * The server names fields as in its payload: the simplified receipt says `reference` and
 * `details.N.x` where the form says `order_number` and `items.N.x` (the map for
 * lib/server-errors' applyServerFieldErrors).
 */
export function formFieldFor(serverField: string): string {
  if (serverField === 'reference') return 'order_number';
  return serverField.replace(/^details(?=\.|$)/, 'items');
}
