// The movements API's shapes are the domain's response schemas (the server validates and
// documents its answers with them): one definition for both sides.
export type {
  ConsolidationCandidateOut as ConsolidationCandidate,
  LocationRef,
  MovementLineOut as MovementLine,
  MovementOut as Movement,
  Paged,
  Pagination,
  ProductLocationOut as ProductLocation,
  ProductRef,
} from '@bodega/domain';

export const MOVEMENTS_BASE = '/transactions/movimientos-internos';
export const movementsKey = ['movements'] as const;
