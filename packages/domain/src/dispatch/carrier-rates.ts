import { addDays } from '../format/dates';

/** A carrier service's tariff, in whole CLP. */
export interface CarrierRate {
  base_rate: number;
  per_kg_rate: number;
  per_pallet_rate: number;
  transit_days: number;
}

/** What is shipped: weight in kg (a measure, may be fractional) and whole pallets. */
export interface ShipmentLoad {
  weight_kg: number;
  pallets: number;
}

/**
 * The kilos a carrier charges: every started kilo counts (2.001 kg → 3 kg), at least one. The
 * weight is first taken to whole grams so binary float noise (0.1 + 0.2) never adds a kilo.
 */
export function chargeableKg(weightKg: number): number {
  const grams = Math.round(weightKg * 1000);
  return Math.max(1, Math.ceil(grams / 1000));
}

/** Price of a load in whole CLP: base + chargeable kg × per-kg rate + pallets × per-pallet rate. */
export function shippingPrice(rate: Omit<CarrierRate, 'transit_days'>, load: ShipmentLoad): number {
  return rate.base_rate + chargeableKg(load.weight_kg) * rate.per_kg_rate + load.pallets * rate.per_pallet_rate;
}

/** Estimated delivery of a service: the ship date plus its transit days (calendar days, as the spec's default + 3). */
export function serviceDelivery(shipDate: string, transitDays: number): string {
  return addDays(shipDate.slice(0, 10), transitDays);
}

/** One quote: the kilos charged, the price and the estimated delivery. */
export function rateQuote(rate: CarrierRate, load: ShipmentLoad, shipDate: string) {
  return {
    chargeable_kg: chargeableKg(load.weight_kg),
    price: shippingPrice(rate, load),
    estimated_delivery: serviceDelivery(shipDate, rate.transit_days),
  };
}
