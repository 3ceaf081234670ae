export * from './event-types';
export * from './event-styles';
