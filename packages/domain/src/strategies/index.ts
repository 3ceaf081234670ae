export * from './select-lots';
