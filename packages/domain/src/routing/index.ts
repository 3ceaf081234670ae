export * from './layout';
export * from './distance';
export * from './tour';
export * from './exact';
export * from './plan';
export * from './synthetic-layouts';
