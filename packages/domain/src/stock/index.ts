export * from './colours';
export * from './stock-status';
export * from './occupancy';
export * from './capacity';
export * from './adjustment';
export * from './expired-receipt';
