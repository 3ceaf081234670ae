// The picking API's shapes are the domain's response schemas (the server validates and documents
// its answers with them): one definition for both sides.
export type {
  PickingItem,
  PickingListDetail,
  PickingListSummary,
  PickingListsPage,
  PickingScanResult,
  PickResult,
  RouteStep,
  RouteSuggestion,
} from '@bodega/domain';
