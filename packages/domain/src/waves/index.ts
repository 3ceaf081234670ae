export * from './group-orders';
export * from './location-overlap';
export * from './partial-allocation';
