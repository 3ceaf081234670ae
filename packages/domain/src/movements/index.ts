export * from './movement-types';
