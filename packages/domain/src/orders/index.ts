export * from './order-actions';
