export {
  COMMON_MESSAGES,
  INVALID_DATE,
  dateField,
  dateTimeField,
  idField,
  isDateTime,
  optionalDate,
  optionalDateTime,
  optionalPositive,
  optionalText,
  priorityField,
  requiredText,
} from './common';
export * from './bounds';
export * from './auth.schema';
export * from './user.schema';
export * from './product.schema';
export * from './category.schema';
export * from './facilities.schema';
export * from './inventory.schema';
export * from './ingreso.schema';
export * from './egreso.schema';
export * from './egreso-labels';
export * from './dispatch.schema';
export * from './carrier.schema';
export * from './movement.schema';
export * from './medical-device.schema';
export * from './dm-operations.schema';
export * from './order.schema';
export * from './cost.schema';
export * from './purchasing.schema';
export * from './analytics.schema';
export * from './picking.schema';
export * from './order-document.schema';
export * from './picking-route.schema';
export * from './bulk-import-sheet';
export * from './inventory-screen';
export * from './ingreso-screen';
export * from './storage-screen';
export * from './responses';
export * from './dispatch-history';
export * from './date-rules';
export * from './lot.schema';
export * from './alert.schema';
