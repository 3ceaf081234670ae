export * from './money';
export * from './picking';
export * from './demand';
export * from './classification';
export * from './volume';
export * from './periods';
export * from './cost';
export * from './kpis';
