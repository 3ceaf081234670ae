export * from './carrier-rates';
export * from './dock-status';
export * from './priority';
export * from './shipment-status';
export * from './consolidation-mix';
