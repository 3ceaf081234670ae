import { toSimplifiedReception, type IngresoCreate, type IngresoForm, type SimplifiedReceptionResult } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type DataBody } from '../../../lib/api-client';
import { ingresosKey, type IngresoDetail, type IngresoSummary } from './types';

export interface CreateIngresoInput {
  form: IngresoForm;
  /** One per dialog submission: a retried request is answered once, never received twice. */
  idempotencyKey: string;
}

/**
 * Simplified mode posts to /transactions/simplified-reception (stock is written at once);
 * traditional mode posts a Pendiente receipt to /transactions/ingresos.
 */
export async function createIngreso({ form, idempotencyKey }: CreateIngresoInput): Promise<IngresoSummary> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (form.simplified) {
    const body = await apiRequest<DataBody<SimplifiedReceptionResult>>('/transactions/simplified-reception', {
      method: 'POST',
      body: toSimplifiedReception(form),
      headers,
    });
    return body.data.transaction;
  }
  const { simplified: _simplified, ...payload } = form;
  const body = await apiRequest<DataBody<IngresoDetail>>('/transactions/ingresos', {
    method: 'POST',
    body: payload satisfies IngresoCreate,
    headers,
  });
  return body.data;
}

export function useCreateIngreso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIngreso,
    // Stock, zone usage and product totals all change with a receipt.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ingresosKey }),
        queryClient.invalidateQueries({ queryKey: ['purchase-orders'] }),
      ]),
  });
}
