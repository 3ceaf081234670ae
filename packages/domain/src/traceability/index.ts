export * from './event-types';
