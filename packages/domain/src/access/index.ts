export * from './roles';
export * from './route-table';
export * from './nav-items';
