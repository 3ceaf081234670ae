import { queryKeys } from '../../../lib/query-keys';
// The facilities API's shapes are the domain's response schemas (the server validates and
// documents its answers with them): one definition for both sides.
export type {
  CapacityCheckOut as CapacityCheck,
  FacilityDeleteResult as DeleteResult,
  LocationOut as Location,
  Paged,
  WarehouseOut as Warehouse,
  ZoneCapacityOut as ZoneCapacity,
  ZoneOut as Zone,
} from '@bodega/domain';

/** Every facilities query key starts at the shared root, so a write refreshes every view of them. */
export const facilitiesKey = queryKeys.facilities;
