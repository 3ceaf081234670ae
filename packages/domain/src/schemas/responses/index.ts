export * from './common';
export * from './traceability';
export * from './analytics';
