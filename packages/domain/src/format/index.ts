export * from './currency';
export * from './dates';
export * from './numbers';
export * from './expiry';
export * from './spreadsheet-cell';
