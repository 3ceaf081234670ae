export * from './tour-constants';
export * from './tour-steps';
export * from './tour-storage';
