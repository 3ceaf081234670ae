/** Every DM query starts with this key, so a write refreshes cards, lists and tabs together. */
export const dmKey = ['dm'] as const;
