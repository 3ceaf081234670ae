import { CARRIER_OPTIONS, type CarrierOptionResponse } from '@bodega/domain';

/** GET /despachos/carriers: the ten carrier options with their tracking page (spec 2 §3). */
export function carrierOptions(): CarrierOptionResponse[] {
  return CARRIER_OPTIONS.map((option) => ({ ...option }));
}
