import { movementSchema, type MovementInput, type MovementType } from '@bodega/domain';
import type { Resolver } from 'react-hook-form';
import { formResolver } from '../../../lib/form-resolver';
import type { LocationRef, Movement, ProductLocation, ProductRef } from '../api/types';

/** One line of the form: the payload's fields plus what the pickers show. */
export interface LineValues {
  product: ProductRef | null;
  destination: LocationRef | null;
  product_id: number | null;
  source_location_id: number | null;
  destination_location_id: number | null;
  quantity: number;
  available_quantity: number | null;
}

export interface MovementFormValues {
  movement_type: MovementType | '';
  notes: string;
  details: LineValues[];
}

export function emptyLine(): LineValues {
  return {
    product: null,
    destination: null,
    product_id: null,
    source_location_id: null,
    destination_location_id: null,
    quantity: 1,
    available_quantity: null,
  };
}

/** A new movement starts with one empty line; an edit shows the stored lines with today's stock as maximum. */
export function toFormValues(movement: Movement | null): MovementFormValues {
  if (!movement) return { movement_type: '', notes: '', details: [emptyLine()] };
  return {
    movement_type: movement.movement_type,
    notes: movement.notes ?? '',
    details: movement.details.map((line) => ({
      product: line.product,
      destination: line.destination_location,
      product_id: line.product_id,
      source_location_id: line.source_location_id,
      destination_location_id: line.destination_location_id,
      quantity: line.quantity,
      available_quantity: line.available_quantity,
    })),
  };
}

/** The payload the domain schema checks: the pickers' display objects left out. */
export function toPayloadShape(values: MovementFormValues) {
  return {
    movement_type: values.movement_type,
    notes: values.notes,
    details: values.details.map((line) => ({
      product_id: line.product_id,
      source_location_id: line.source_location_id,
      destination_location_id: line.destination_location_id,
      quantity: line.quantity,
      available_quantity: line.available_quantity,
    })),
  };
}

/** The domain's movementSchema decides; the submitted values are its parsed output. */
export const movementResolver: Resolver<MovementFormValues, unknown, MovementInput> = formResolver<
  MovementFormValues,
  typeof movementSchema
>(movementSchema, toPayloadShape);

/** Choosing a product clears the source and resets the quantity to 1. */
export function lineWithProduct(product: ProductRef | null): Partial<LineValues> {
  return { product, product_id: product?.id ?? null, source_location_id: null, available_quantity: null, quantity: 1 };
}

/** Choosing a source takes its available quantity and caps the quantity to it. */
export function lineWithSource(quantity: number, source: ProductLocation | null): Partial<LineValues> {
  if (!source) return { source_location_id: null, available_quantity: null };
  const wanted = Number.isFinite(quantity) && quantity >= 1 ? quantity : 1;
  return {
    source_location_id: source.location_id,
    available_quantity: source.available_quantity,
    quantity: Math.min(wanted, source.available_quantity),
  };
}

/** 'CODE · descripción' for pickers and tables. */
export function locationText(location: { code: string; description: string | null } | null | undefined): string {
  if (!location) return '';
  return location.description ? `${location.code} · ${location.description}` : location.code;
}
