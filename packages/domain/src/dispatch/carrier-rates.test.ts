import { describe, expect, it } from 'vitest';
import { calculateRatesSchema, carrierInputSchema, carrierServiceInputSchema } from '../schemas/carrier.schema';
import { chargeableKg, rateQuote, shippingPrice } from './carrier-rates';

const express = { base_rate: 4_500, per_kg_rate: 890, per_pallet_rate: 18_000, transit_days: 1 };

describe('carrier rates', () => {
  it('charges every started kilo, at least one, without float noise', () => {
    expect(chargeableKg(2)).toBe(2);
    expect(chargeableKg(2.001)).toBe(3);
    expect(chargeableKg(2.4)).toBe(3);
    expect(chargeableKg(0.1 + 0.2)).toBe(1);
    expect(chargeableKg(0.0001)).toBe(1);
    // 3 × 0.1 = 0.30000000000000004 kg; 10.2 kg is 10.199999… in binary
    expect(chargeableKg(0.1 * 30)).toBe(3);
    expect(chargeableKg(10.2)).toBe(11);
    expect(chargeableKg(10.0004)).toBe(10); // under half a gram is not a gram
  });

  it('prices base + kg × rate + pallets × rate in whole pesos', () => {
    // 4 500 + 13 × 890 + 2 × 18 000 = 4 500 + 11 570 + 36 000
    expect(shippingPrice(express, { weight_kg: 12.5, pallets: 2 })).toBe(52_070);
    expect(shippingPrice(express, { weight_kg: 12, pallets: 0 })).toBe(4_500 + 12 * 890);
    const heavy = { base_rate: 100_000_000, per_kg_rate: 100_000_000, per_pallet_rate: 100_000_000 };
    expect(Number.isSafeInteger(shippingPrice(heavy, { weight_kg: 100_000, pallets: 1_000 }))).toBe(true);
  });

  it('quotes the delivery as ship date + transit days', () => {
    expect(rateQuote(express, { weight_kg: 0.4, pallets: 0 }, '2026-12-31')).toEqual({
      chargeable_kg: 1,
      price: 5_390,
      estimated_delivery: '2027-01-01',
    });
    expect(
      rateQuote({ ...express, transit_days: 0 }, { weight_kg: 1, pallets: 0 }, '2026-02-28T10:00:00Z').estimated_delivery,
    ).toBe('2026-02-28');
  });
});

describe('carrier schemas', () => {
  it('takes a slug code, an https tracking URL or none, and an optional e-mail', () => {
    const ok = carrierInputSchema.parse({ code: 'rapido_sur', name: 'Rápido Sur', tracking_url_base: '', contact_email: '' });
    expect(ok).toMatchObject({ tracking_url_base: null, contact_email: null, active: true });
    const bad = carrierInputSchema.safeParse({
      code: 'Rápido Sur',
      name: '',
      tracking_url_base: 'http://rapidosur.cl/?n=',
      contact_email: 'x@',
    });
    expect(bad.success).toBe(false);
    const fields = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      code: 'El código admite minúsculas, números, guion y guion bajo (por ejemplo turbus_cargo)',
      name: 'El nombre es requerido',
      tracking_url_base: 'La URL de seguimiento debe ser una dirección https:// válida',
      contact_email: 'Email inválido',
    });
    expect(carrierInputSchema.safeParse({ code: 'x', name: 'X', tracking_url_base: 'javascript:alert(1)' }).success).toBe(false);
    expect(carrierInputSchema.safeParse({ code: 'x', name: 'X', tracking_url_base: 'https://x.cl/t?n=' }).success).toBe(true);
  });

  it('bounds transit days, rates and the quoted load', () => {
    const service = { code: 'express', name: 'Express', transit_days: 1, base_rate: 4500, per_kg_rate: 890, per_pallet_rate: 0 };
    expect(carrierServiceInputSchema.safeParse(service).success).toBe(true);
    expect(carrierServiceInputSchema.safeParse({ ...service, transit_days: 1.5 }).success).toBe(false);
    expect(carrierServiceInputSchema.safeParse({ ...service, transit_days: 61 }).success).toBe(false);
    expect(carrierServiceInputSchema.safeParse({ ...service, base_rate: 10.5 }).success).toBe(false);
    expect(carrierServiceInputSchema.safeParse({ ...service, per_kg_rate: -1 }).success).toBe(false);
    expect(calculateRatesSchema.parse({ weight_kg: 3.25 })).toEqual({ weight_kg: 3.25, pallets: 0 });
    expect(calculateRatesSchema.safeParse({ weight_kg: 0 }).success).toBe(false);
    expect(calculateRatesSchema.safeParse({ weight_kg: Infinity }).success).toBe(false);
    expect(calculateRatesSchema.safeParse({ weight_kg: 100_001 }).success).toBe(false);
    expect(calculateRatesSchema.safeParse({ weight_kg: 1, pallets: 1.5 }).success).toBe(false);
  });
});
