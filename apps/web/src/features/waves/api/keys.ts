/** Every wave query starts with this key, so a wave mutation refreshes the whole screen. */
export const wavesQueryKey = ['waves'] as const;
