import {
  dispatchCreateSchema,
  dispatchUpdateSchema,
  santiagoDay,
  type DispatchCreate,
  type DispatchStatus,
  type DispatchUpdate,
  type SelectionMethod,
} from '@bodega/domain';
import type { Resolver } from 'react-hook-form';
import { formResolver } from '../../../../lib/form-resolver';
import type { Dispatch } from '../api/types';

export interface ProductPick {
  id: number;
  sku: string;
  name: string;
}
export interface LocationPick {
  id: number;
  code: string;
  description: string | null;
}

/** One line of the form: the payload's fields plus what the product picker shows. */
export interface DispatchLineValues {
  product: ProductPick | null;
  product_id: number | null;
  quantity: number;
}

export interface DispatchFormValues {
  destination: string;
  dispatch_date: string;
  source: LocationPick | null;
  source_location_id: number | null;
  notes: string;
  selection_method: SelectionMethod;
  /** Only shown (and required) when editing. */
  status: DispatchStatus | '';
  items: DispatchLineValues[];
}

/** A new line (and a new dispatch's first line) has quantity 1. */
export function emptyDispatchLine(): DispatchLineValues {
  return { product: null, product_id: null, quantity: 1 };
}

/** A new dispatch: today, method none, one line; an edit shows what is stored. */
export function toDispatchFormValues(dispatch: Dispatch | null): DispatchFormValues {
  if (!dispatch) {
    return {
      destination: '',
      dispatch_date: santiagoDay(),
      source: null,
      source_location_id: null,
      notes: '',
      selection_method: 'none',
      status: '',
      items: [emptyDispatchLine()],
    };
  }
  return {
    destination: dispatch.destination,
    dispatch_date: dispatch.dispatch_date,
    source: dispatch.source_location,
    source_location_id: dispatch.source_location_id,
    notes: dispatch.notes ?? '',
    selection_method: dispatch.selection_method,
    status: dispatch.status,
    items: dispatch.items.map((item) => ({ product: item.product, product_id: item.product_id, quantity: item.quantity })),
  };
}

/** The payload the domain schema checks; status only when editing. */
function payloadShape(values: DispatchFormValues, editing: boolean) {
  return {
    destination: values.destination,
    dispatch_date: values.dispatch_date,
    source_location_id: values.source_location_id,
    notes: values.notes,
    selection_method: values.selection_method,
    ...(editing ? { status: values.status === '' ? undefined : values.status } : {}),
    items: values.items.map((line) => ({ product_id: line.product_id, quantity: line.quantity })),
  };
}

/** New dispatch: dispatchCreateSchema decides. */
export const createDispatchResolver: Resolver<DispatchFormValues, unknown, DispatchCreate> = formResolver<
  DispatchFormValues,
  typeof dispatchCreateSchema
>(dispatchCreateSchema, (values) => payloadShape(values, false));

/** Edit: dispatchUpdateSchema, which also asks for the status. */
export const updateDispatchResolver: Resolver<DispatchFormValues, unknown, DispatchUpdate> = formResolver<
  DispatchFormValues,
  typeof dispatchUpdateSchema
>(dispatchUpdateSchema, (values) => payloadShape(values, true));
