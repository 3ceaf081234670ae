export * from './group-orders';
export * from './location-overlap';
