/** Query keys of the dispatch screen: every write invalidates `despachosKey`, as all tabs read the same flow. */
export const despachosKey = ['despachos'] as const;
