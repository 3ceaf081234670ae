export * from './roles';
export * from './route-table';
export * from './nav-items';
export * from './restricted-mode';
export * from './help-areas';
