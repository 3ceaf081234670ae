/** Every orders query starts with this key, so a mutation can refresh the whole screen. */
export const ordersQueryKey = ['orders'] as const;
