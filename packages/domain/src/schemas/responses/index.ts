export * from './common';
export * from './traceability';
