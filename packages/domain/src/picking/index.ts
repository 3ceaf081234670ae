export * from './scan-match';
export * from './list-rules';
export * from './screen-messages';
export * from './task-actions';
export * from './task-form';
export * from './pick-scans';
