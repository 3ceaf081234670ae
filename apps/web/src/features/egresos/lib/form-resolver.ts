import { zodResolver } from '@hookform/resolvers/zod';
import { egresoCreateSchema, type EgresoCreate } from '@bodega/domain';
import type { Resolver } from 'react-hook-form';
import { toPayloadInput, type EgresoFormValues } from './lines';

const schemaResolver = zodResolver(egresoCreateSchema) as unknown as Resolver<ReturnType<typeof toPayloadInput>, unknown, EgresoCreate>;

/**
 * 'Nueva Salida' is judged by the domain's egresoCreateSchema, which is strict: the lines'
 * UI-only meta is left out first. The schema's output is what the form submits.
 */
export const egresoFormResolver: Resolver<EgresoFormValues, unknown, EgresoCreate> = (values, context, options) =>
  schemaResolver(toPayloadInput(values), context, options as never) as never;
