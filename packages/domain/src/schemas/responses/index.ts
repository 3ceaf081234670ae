export * from './common';
export * from './traceability';
export * from './dispatch';
