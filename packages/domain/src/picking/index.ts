export * from './scan-match';
export * from './list-rules';
