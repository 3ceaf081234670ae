import { describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '../barcode/generate-ean13';
import { matchPickingScan, type ExpectedUnit } from './scan-match';

const first12 = '780123456789';
const ean = `${first12}${ean13CheckDigit(first12)}`;
const gtin = ean.padStart(14, '0');

const unit: ExpectedUnit = {
  product_name: 'Stent coronario',
  product_sku: 'STENT-30',
  product_barcode: ean,
  product_codigo_fabrica: 'FAB-77',
  lot_number: 'L2301',
  serial_number: null,
  expiry_date: '2027-05-31',
};

describe('matchPickingScan', () => {
  it('accepts the product barcode, SKU or manufacturer code as typed (case and spaces ignored)', () => {
    for (const code of [ean, ' stent-30 ', 'fab-77']) expect(matchPickingScan(unit, code).ok).toBe(true);
  });

  it('accepts the GTIN from a GS1 element string and a Digital Link with the reserved lot and expiry', () => {
    expect(matchPickingScan(unit, `(01)${gtin}(17)270531(10)L2301`)).toMatchObject({ ok: true, gtin, lot_number: 'L2301' });
    expect(matchPickingScan(unit, `01${gtin}1727053110L2301`)).toMatchObject({ ok: true });
    expect(matchPickingScan(unit, `https://id.gs1.org/01/${gtin}/10/L2301`)).toMatchObject({ ok: true, lot_number: 'L2301' });
    // A GS1 code without a lot says nothing against the reserved lot.
    expect(matchPickingScan(unit, `(01)${gtin}`).ok).toBe(true);
  });

  it('refuses another product, naming it', () => {
    const other = '7809999999990'.slice(0, 12);
    const result = matchPickingScan(unit, `${other}${ean13CheckDigit(other)}`);
    expect(result).toMatchObject({
      ok: false,
      reason: 'product',
      message: 'El código escaneado no corresponde al producto Stent coronario',
    });
    expect(matchPickingScan(unit, 'texto-cualquiera')).toMatchObject({ ok: false, reason: 'product' });
  });

  it('refuses another lot, naming the reserved lot', () => {
    const result = matchPickingScan(unit, `(01)${gtin}(10)L9999`);
    expect(result).toEqual({
      ok: false,
      reason: 'lot',
      message: 'El lote escaneado (L9999) no corresponde al lote reservado L2301 de Stent coronario',
      expected: 'L2301',
      scanned: 'L9999',
    });
  });

  it('refuses another serial, naming the reserved serial', () => {
    const serialised = { ...unit, lot_number: null, serial_number: 'SN-001' };
    expect(matchPickingScan(serialised, `(01)${gtin}(21)SN-001`).ok).toBe(true);
    expect(matchPickingScan(serialised, `(01)${gtin}(21)SN-002`)).toMatchObject({
      ok: false,
      reason: 'serial',
      expected: 'SN-001',
      message: 'La serie escaneada (SN-002) no corresponde a la serie reservada SN-001 de Stent coronario',
    });
  });

  it('refuses another expiry date', () => {
    expect(matchPickingScan(unit, `(01)${gtin}(17)280131(10)L2301`)).toMatchObject({
      ok: false,
      reason: 'expiry',
      expected: '2027-05-31',
      scanned: '2028-01-31',
    });
  });
});
