export type {
  DispatchIssueResponse as DispatchIssue,
  DispatchItemResponse as DispatchItem,
  DispatchListResponse,
  DispatchResponse as Dispatch,
} from '@bodega/domain';

export const DISPATCHES_BASE = '/despachos/dispatches';
/** The history's own cache key: the area depends on nothing else of the page. */
export const dispatchHistoryKey = ['despachos', 'history'] as const;
