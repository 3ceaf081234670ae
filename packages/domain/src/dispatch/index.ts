export * from './carriers';
export * from './dock-status';
export * from './priority';
export * from './shipment-status';
