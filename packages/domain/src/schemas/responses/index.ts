export * from './common';
export * from './traceability';
export * from './facilities';
export * from './categories';
export * from './users';
