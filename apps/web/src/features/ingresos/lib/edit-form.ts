import { ingresoUpdateSchema, type IngresoFormInput, type IngresoStatus, type IngresoUpdate } from '@bodega/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { IngresoDetail } from '../api/types';
import { emptyLine, type LineValues } from './scan-lines';

/**
 * The edit dialog reuses the create form's field names (`order_number`, `items`) so the line
 * components are shared; the values are checked with the domain's update schema, whose names
 * are `reference` and `details`.
 */
export type EditValues = Pick<IngresoFormInput, 'order_number' | 'supplier' | 'notes' | 'items'> & {
  status: IngresoStatus;
  created_at: string;
};

export function editValuesFrom(ingreso: IngresoDetail): EditValues {
  return {
    order_number: ingreso.reference,
    supplier: ingreso.supplier ?? '',
    notes: ingreso.notes ?? '',
    status: ingreso.status,
    created_at: ingreso.created_at,
    items: ingreso.details.map((line): LineValues => ({
      ...emptyLine(),
      id: line.id,
      product_id: line.product_id,
      quantity: line.quantity,
      lot_number: line.lot_number ?? '',
      serial_number: line.serial_number ?? '',
      expiry_date: line.expiry_date ?? '',
      destination_location_id: line.destination_location_id,
      forma_adquisicion: (line.forma_adquisicion as LineValues['forma_adquisicion']) ?? null,
      fecha_recepcion_conforme: line.fecha_recepcion_conforme?.slice(0, 16) ?? '',
      numero_registro_sanitario: line.numero_registro_sanitario ?? '',
      numero_inventario_activo_fijo: line.numero_inventario_activo_fijo ?? '',
    })),
  };
}

export function toUpdateInput(values: EditValues): unknown {
  return {
    reference: values.order_number,
    supplier: values.supplier,
    status: values.status,
    notes: values.notes,
    details: values.items,
  };
}

const base = zodResolver(ingresoUpdateSchema);

export const editResolver: Resolver<EditValues, unknown, IngresoUpdate> = async (values, context, options) => {
  const result = await base(toUpdateInput(values) as never, context, options as never);
  if (Object.keys(result.errors).length === 0) return { values: result.values as IngresoUpdate, errors: {} };
  const { reference, details, ...rest } = result.errors as FieldErrors & { reference?: unknown; details?: unknown };
  return { values: {}, errors: { ...rest, order_number: reference, items: details } as FieldErrors<EditValues> };
};
