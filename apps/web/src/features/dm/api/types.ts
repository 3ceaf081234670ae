import type { DmImplant, DmStateRow, DmTransfer, Pagination } from '@bodega/domain';

/** The /api/dm answers are the domain's response schemas (schemas/responses/dm.ts); only names here. */
export type { ClinicalService, DmDevice, DmStats, RecallDetail, RecallSummary } from '@bodega/domain';
export type Transfer = DmTransfer;
export type Implant = DmImplant;
export type StateRow = DmStateRow;

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}
