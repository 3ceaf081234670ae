import type { Pagination } from '@bodega/domain';

// The facilities API's shapes are the domain's response schemas (the server validates and
// documents its answers with them): one definition for both sides.
export type {
  CapacityCheckOut as CapacityCheck,
  FacilityDeleteResult as DeleteResult,
  LocationOut as Location,
  WarehouseOut as Warehouse,
  ZoneCapacityOut as ZoneCapacity,
  ZoneOut as Zone,
} from '@bodega/domain';

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/** Every facilities query key starts here, so a write can refresh all of them at once. */
export const facilitiesKey = ['facilities'] as const;
