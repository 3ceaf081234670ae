export * from './order-actions';
export * from './order-messages';
