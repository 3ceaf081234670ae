export * from './order-actions';
export * from './order-messages';
export * from './shipping-address';
