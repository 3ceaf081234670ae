export * from './common';
export * from './traceability';
export * from './dispatch-history';
export * from './dm';
export * from './waves';
export * from './facilities';
export * from './categories';
export * from './users';
