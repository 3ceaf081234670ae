import { queryKeys } from '../../../lib/query-keys';
// The inventory, products and categories APIs' shapes are the domain's response schemas (the
// server validates and documents its answers with them): one definition for both sides.
export type {
  BoxQuantityResultOut as BoxQuantityResult,
  BulkImportResultOut as BulkResult,
  BulkImportRowOut as BulkRowResult,
  CategoryView as Category,
  InventoryGroupOut as InventoryGroup,
  InventoryLotOut as LotRow,
  InventoryPageOut as InventoryPage,
  InventoryProductOut as GroupProduct,
  InventoryRowOut as InventoryRowDetail,
  InventoryStatsOut as InventoryStats,
  LocationOut as LocationOption,
  Pagination,
  ProductOut as Product,
  StockStatusOut as StockStatusView,
} from '@bodega/domain';

/** Every query key of this feature starts here, so a write can refresh all of them at once. */
export const inventoryKey = queryKeys.inventory;
export const productsKey = queryKeys.products;
export const categoriesKey = queryKeys.categories;
