export * from './common';
export * from './traceability';
export * from './dispatch-history';
export * from './dm';
export * from './waves';
