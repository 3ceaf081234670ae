import { describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '../barcode/generate-ean13';
import { checkPickScans, scanModeNotice, unitLabelScan, type PickedItemPlace } from './pick-scans';

const first12 = '780123456789';
const ean = `${first12}${ean13CheckDigit(first12)}`;
const gtin = ean.padStart(14, '0');

const item: PickedItemPlace = {
  product_name: 'Stent coronario',
  product_sku: 'STENT-30',
  product_barcode: ean,
  product_codigo_fabrica: null,
  lot_number: 'L2301',
  serial_number: null,
  expiry_date: '2027-05-31',
  location_code: 'A-01-01',
  location_barcode: 'LOC000123',
};

describe('checkPickScans', () => {
  it('confirms a pick with the location (code or barcode) and the product (EAN, GS1 string or Digital Link)', () => {
    const lotless = { ...item, lot_number: '' };
    expect(checkPickScans(lotless, { location_scan: 'a-01-01', product_scan: ean }, false)).toEqual({ ok: true });
    expect(checkPickScans(item, { location_scan: 'LOC000123', product_scan: `(01)${gtin}(10)L2301` }, false).ok).toBe(true);
    expect(
      checkPickScans(item, { location_scan: 'A-01-01', product_scan: `https://id.gs1.org/01/${gtin}/10/L2301` }, false).ok,
    ).toBe(true);
  });

  it('refuses a pick without scans, naming what is missing', () => {
    expect(checkPickScans(item, {}, false)).toMatchObject({ ok: false, field: 'location_scan', reason: 'missing' });
    expect(checkPickScans(item, { location_scan: 'A-01-01', product_scan: '  ' }, false)).toMatchObject({
      ok: false,
      field: 'product_scan',
      message: 'Escanee el producto antes de recolectar',
    });
  });

  it('refuses another location, another product and another lot', () => {
    expect(checkPickScans(item, { location_scan: 'B-02-02', product_scan: ean }, false)).toMatchObject({
      ok: false,
      field: 'location_scan',
      message: 'La ubicación escaneada (B-02-02) no corresponde a la ubicación del item A-01-01',
    });
    expect(checkPickScans(item, { location_scan: 'A-01-01', product_scan: '7800000000000' }, false)).toMatchObject({
      ok: false,
      reason: 'product',
    });
    expect(checkPickScans(item, { location_scan: 'A-01-01', product_scan: `(01)${gtin}(10)OTRO` }, false)).toMatchObject({
      ok: false,
      reason: 'lot',
    });
  });

  it('needs the serial in the scan when the item names one', () => {
    const serialised = { ...item, serial_number: 'SN-9' };
    expect(checkPickScans(serialised, { location_scan: 'A-01-01', product_scan: ean }, false)).toMatchObject({
      ok: false,
      reason: 'serial',
    });
    expect(checkPickScans(serialised, { location_scan: 'A-01-01', product_scan: `(01)${gtin}(21)SN-8` }, false)).toMatchObject({
      ok: false,
      reason: 'serial',
    });
    expect(checkPickScans(serialised, { location_scan: 'A-01-01', product_scan: `(01)${gtin}(21)SN-9` }, false).ok).toBe(true);
  });

  it('needs the lot in the scan when the item names one and the product has a valid GTIN', () => {
    expect(checkPickScans(item, { location_scan: 'A-01-01', product_scan: ean }, false)).toEqual({
      ok: false,
      field: 'product_scan',
      reason: 'lot',
      message: 'Escanee el código con el lote L2301 de Stent coronario (GS1 con identificador 10)',
    });
    expect(checkPickScans(item, { location_scan: 'A-01-01', product_scan: gtin }, false)).toMatchObject({ reason: 'lot' });
    expect(checkPickScans(item, { location_scan: 'A-01-01', product_scan: `(01)${gtin}(17)270531` }, false)).toMatchObject({
      reason: 'lot',
    });
    expect(checkPickScans(item, { location_scan: 'A-01-01', product_scan: `(01)${gtin}(10)L2301` }, false).ok).toBe(true);
    // A product without a GTIN has no GS1 label to carry the lot: its own code confirms it.
    const internal = { ...item, product_barcode: 'INT-STENT' };
    expect(checkPickScans(internal, { location_scan: 'A-01-01', product_scan: 'INT-STENT' }, false).ok).toBe(true);
    const badCheckDigit = { ...item, product_barcode: `${first12}${(ean13CheckDigit(first12) + 1) % 10}` };
    expect(
      checkPickScans(badCheckDigit, { location_scan: 'A-01-01', product_scan: badCheckDigit.product_barcode }, false).ok,
    ).toBe(true);
  });

  it('in piece-by-piece mode the units were scanned one by one: the location is enough', () => {
    expect(checkPickScans(item, { location_scan: 'A-01-01' }, true).ok).toBe(true);
    expect(checkPickScans(item, {}, true)).toMatchObject({ ok: false, field: 'location_scan' });
  });
});

describe('unitLabelScan', () => {
  it("reads as the unit's GS1 label, and every such scan confirms the pick", () => {
    expect(unitLabelScan(item)).toBe(`(01)${gtin}(10)L2301`);
    expect(unitLabelScan({ ...item, serial_number: 'SN-9' })).toBe(`(01)${gtin}(21)SN-9`);
    expect(unitLabelScan({ ...item, lot_number: null })).toBe(ean);
    expect(unitLabelScan({ ...item, product_barcode: null })).toBe('STENT-30');
    for (const unit of [item, { ...item, serial_number: 'SN-9' }, { ...item, lot_number: '' }])
      expect(checkPickScans(unit, { location_scan: 'A-01-01', product_scan: unitLabelScan(unit) }, false).ok).toBe(true);
  });
});

describe('scanModeNotice', () => {
  const when = (iso: string) => iso.slice(0, 10);
  it('says nothing for a list that always required scans, and tells when it was or is off', () => {
    expect(scanModeNotice({ scan_required: true, scan_off_at: null, scan_off_username: null }, when)).toBeNull();
    expect(scanModeNotice({ scan_required: false, scan_off_at: '2026-12-01T20:00:00Z', scan_off_username: 'admin' }, when)).toBe(
      'Escaneo desactivado por admin el 2026-12-01',
    );
    expect(scanModeNotice({ scan_required: true, scan_off_at: '2026-12-01T20:00:00Z', scan_off_username: 'admin' }, when)).toBe(
      'Escaneo estuvo desactivado (por admin el 2026-12-01)',
    );
  });
});
