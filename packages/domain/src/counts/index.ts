export * from './count-rules';
export * from './count.schema';
