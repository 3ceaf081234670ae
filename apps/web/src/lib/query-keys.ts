/**
 * Root query keys of the data several features show. Every query of a shared resource starts with
 * its root key, wherever it is declared, so a write anywhere refreshes every view of it by
 * invalidating the root (`invalidateResources`).
 */
export const queryKeys = {
  products: ['products'],
  categories: ['categories'],
  inventory: ['inventory'],
  /** Warehouses, zones and locations: a change to one can rename or remove what the others show. */
  facilities: ['facilities'],
  suppliers: ['suppliers'],
  customers: ['customers'],
  /** Operators are users: a change in /users refreshes every operator picker. */
  operators: ['users', 'operators'],
} as const;

export type SharedResource = keyof typeof queryKeys;
