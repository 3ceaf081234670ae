import { egresoCreateSchema, type EgresoCreate } from '@bodega/domain';
import type { Resolver } from 'react-hook-form';
import { formResolver } from '../../../lib/form-resolver';
import { toPayloadInput, type EgresoFormValues } from './lines';

/**
 * 'Nueva Salida' is judged by the domain's egresoCreateSchema, which is strict: the lines'
 * UI-only meta is left out first. The schema's output is what the form submits.
 */
export const egresoFormResolver: Resolver<EgresoFormValues, unknown, EgresoCreate> = formResolver<
  EgresoFormValues,
  typeof egresoCreateSchema
>(egresoCreateSchema, toPayloadInput);
