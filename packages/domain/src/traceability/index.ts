export * from './event-types';
export * from './event-styles';
export * from './chain-verification';
