import type { Operator } from '@bodega/domain';

// The storage API's shapes are the domain's response schemas (the server validates and documents
// its answers with them): one definition for both sides.
export type {
  PieceScanResult,
  StorageDashboard,
  StorageItem,
  StorageListDetail,
  StorageListSummary,
  StorageListsPage,
  StorageLocationRef as LocationRef,
  StorageSummary,
} from '@bodega/domain';

/** The part of GET /users/operators (the domain's operator schema) the storage screens read. */
export type OperatorOption = Pick<Operator, 'id' | 'username' | 'email'>;
