// The egresos API's shapes are the domain's response schemas (the server validates and documents
// its answers with them): one definition for both sides.
export type {
  EgresoDetail,
  EgresoItemResponse as EgresoItemDetail,
  EgresoScanResult as ScanResult,
  EgresoStats,
  EgresoStatus,
  EgresoSummary,
  EgresosPage,
  Gs1LineData,
  LotComplianceResult,
  Pagination,
  ScannedItem,
  UserRef,
} from '@bodega/domain';

/** Filters of the list, the stats and the export (dateFrom, dateTo, search). */
export interface EgresoFilters {
  dateFrom: string;
  dateTo: string;
  search: string;
  includeCancelled: boolean;
}
