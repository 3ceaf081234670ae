// The traceability API's shapes are the domain's response schemas (the server validates and
// documents its answers with them): one definition for both sides.
export type {
  ChainVerificationOverview,
  ChainVerificationReport as ChainVerification,
  ChainVerificationRun,
  EventsPage,
  LocationRef,
  ProductHistory,
  ProductRef,
  TraceabilityDashboard,
  TraceEvent,
} from '@bodega/domain';
export type { EventsPagination as Pagination } from '@bodega/domain';

export const traceabilityKey = ['traceability'] as const;
