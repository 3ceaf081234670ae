import { z } from 'zod';
import { quantityField, measureField } from './bounds';
import { idField, optionalDate, optionalText, requiredText } from './common';
import { isValidEmail } from '../ids/email';

/** A carrier's or a service's code: a lowercase slug, as the spec's own codes (turbus_cargo, por_asignar). */
export const CARRIER_CODE_PATTERN = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;
/** Highest rate of a service, in whole CLP (a hundred million pesos). */
export const MAX_CARRIER_RATE = 100_000_000;
/** Longest transit time of a service, in days. */
export const MAX_TRANSIT_DAYS = 60;
/** Heaviest load a quote is asked for, in kg (a hundred tonnes). */
export const MAX_SHIPMENT_WEIGHT_KG = 100_000;
/** Most pallets a quote is asked for. */
export const MAX_SHIPMENT_PALLETS = 1_000;

/** The carrier every form starts with; it has no external tracking. */
export const DEFAULT_CARRIER = 'propio';

export const CARRIER_MESSAGES = {
  codeRequired: 'El código es requerido',
  codeFormat: 'El código admite minúsculas, números, guion y guion bajo (por ejemplo turbus_cargo)',
  nameRequired: 'El nombre es requerido',
  trackingUrl: 'La URL de seguimiento debe ser una dirección https:// válida',
  email: 'Email inválido',
  transitDays: `Los días de tránsito deben ser un número entero entre 0 y ${MAX_TRANSIT_DAYS}`,
  rate: 'La tarifa debe ser un número entero de pesos, 0 o más',
  weight: 'El peso debe ser mayor a 0 kg',
  pallets: 'Los pallets deben ser un número entero, 0 o más',
  carrier: 'Transportista inválido',
  codeFixed: 'El código de un transportista no se puede cambiar: sus envíos lo guardan',
  unknownCarrier: (code: string) => `Transportista desconocido: ${code}`,
  inactiveCarrier: (name: string) => `El transportista ${name} está inactivo`,
  noServices: 'No hay servicios activos para cotizar',
} as const;

const M = CARRIER_MESSAGES;

/** A carrier or service code (also what a shipment stores as its carrier). */
export function carrierCodeField(message: string = M.codeFormat) {
  return z
    .string({ error: M.codeRequired })
    .trim()
    .min(1, M.codeRequired)
    .max(30, 'No puede superar 30 caracteres')
    .regex(CARRIER_CODE_PATTERN, message);
}

/** A dock's carrier: a code, or none (an empty select). */
export const optionalCarrierCode = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  carrierCodeField(M.carrier).nullable().optional(),
);

/** An https URL (the tracking number is appended to it), or empty for a carrier without tracking page. */
export function isTrackingUrlBase(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const trackingUrlField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: M.trackingUrl })
    .trim()
    .max(300, 'No puede superar 300 caracteres')
    .refine(isTrackingUrlBase, M.trackingUrl)
    .nullable()
    .optional(),
);

const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string({ error: M.email }).trim().max(254, M.email).refine(isValidEmail, M.email).nullable().optional(),
);

/** POST /carriers and PUT /carriers/{id} (the code cannot change once created). */
export const carrierInputSchema = z
  .object({
    code: carrierCodeField(),
    name: requiredText(M.nameRequired, 100),
    tracking_url_base: trackingUrlField,
    contact_phone: optionalText(30),
    contact_email: optionalEmail,
    active: z.boolean({ error: 'Activo debe ser sí o no' }).default(true),
  })
  .strict();
export type CarrierInput = z.infer<typeof carrierInputSchema>;

function rateField() {
  return z
    .number({ error: M.rate })
    .max(MAX_CARRIER_RATE, `No puede superar ${MAX_CARRIER_RATE.toLocaleString('es-CL')}`)
    .int(M.rate)
    .min(0, M.rate);
}

/** POST /carriers/{id}/services and PUT /carriers/{id}/services/{serviceId}: rates in whole CLP. */
export const carrierServiceInputSchema = z
  .object({
    code: carrierCodeField(),
    name: requiredText(M.nameRequired, 100),
    transit_days: quantityField(M.transitDays, { min: 0, max: MAX_TRANSIT_DAYS }),
    base_rate: rateField(),
    per_kg_rate: rateField(),
    per_pallet_rate: rateField(),
    active: z.boolean({ error: 'Activo debe ser sí o no' }).default(true),
  })
  .strict();
export type CarrierServiceInput = z.infer<typeof carrierServiceInputSchema>;

/** POST /carriers/calculate-rates: one quote per active service (of one carrier, or of all). */
export const calculateRatesSchema = z
  .object({
    weight_kg: measureField(M.weight, MAX_SHIPMENT_WEIGHT_KG),
    pallets: quantityField(M.pallets, { min: 0, max: MAX_SHIPMENT_PALLETS }).default(0),
    carrier_id: idField(M.carrier).optional(),
    ship_date: optionalDate(),
  })
  .strict();
export type CalculateRates = z.infer<typeof calculateRatesSchema>;
