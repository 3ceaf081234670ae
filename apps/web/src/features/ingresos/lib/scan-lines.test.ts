import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../api/types';
import { addScannedLine, emptyLine, resolveScan } from './scan-lines';

const product: Product = {
  id: 13,
  sku: 'INS-0013',
  barcode: '7800042000135',
  name: 'Gasa estéril',
  category: 'Insumos',
  cantidad_x_caja: 100,
  status: 'Activo',
  es_dm_priorizado: false,
  tipo_dm: null,
  requiere_registro_sanitario: false,
};

describe('resolveScan', () => {
  it('fills lot and expiry from a bracketed GS1 code and looks the product up by GTIN', async () => {
    const find = vi.fn(async () => product);
    const outcome = await resolveScan('(01)07800042000135(17)271231(10)L-77', '\x1d', find);
    expect(find).toHaveBeenCalledWith('07800042000135');
    expect(outcome).toMatchObject({
      kind: 'found',
      line: {
        product_id: 13,
        quantity: 100,
        lot_number: 'L-77',
        expiry_date: '2027-12-31',
        barcode_type: 'GS1',
        auto_filled: true,
      },
    });
  });

  it('a serialised unit is one piece', async () => {
    const outcome = await resolveScan('(01)07800042000135(21)SN1(17)271231', '\x1d', async () => product);
    expect(outcome).toMatchObject({ kind: 'found', line: { quantity: 1, serial_number: 'SN1' } });
  });

  it('a priority device line keeps the scanned string exactly as read (udi_raw); other lines do not', async () => {
    const raw = '0107800042000135\x1d21SN1\x1d17271231';
    const dm = await resolveScan(raw, '\x1d', async () => ({ ...product, es_dm_priorizado: true }));
    expect(dm.kind === 'found' && dm.line).toMatchObject({ udi_raw: raw, serial_number: 'SN1', expiry_date: '2027-12-31' });
    const plain = await resolveScan(raw, '\x1d', async () => product);
    expect(plain.kind === 'found' && plain.line.udi_raw).toBeUndefined();
  });
  it('tells a GS1 code without product apart from an unknown plain code', async () => {
    const none = async () => null;
    expect((await resolveScan('(01)07800042000135(10)X', '\x1d', none)).kind).toBe('gs1-without-product');
    expect((await resolveScan('ABC-123', '\x1d', none)).kind).toBe('not-found');
    expect(await resolveScan('(01)07800042000136', '\x1d', none)).toMatchObject({ kind: 'invalid' });
  });
});

describe('addScannedLine', () => {
  const box = () => 100;
  const scanned = { ...emptyLine(), product_id: 13, quantity: 100, lot_number: 'L1', expiry_date: '2027-01-01' };

  it('replaces the empty starting line and merges the same product/lot/expiry', () => {
    const once = addScannedLine([emptyLine()], scanned, box);
    expect(once).toHaveLength(1);
    const twice = addScannedLine(once, scanned, box);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe(200);
    expect(twice[0]).not.toHaveProperty('cantidad_x_caja');
  });

  it('keeps serialised units and other lots apart', () => {
    const serial = { ...scanned, quantity: 1, serial_number: 'S1' };
    expect(addScannedLine(addScannedLine([], serial, box), serial, box)).toHaveLength(2);
    expect(addScannedLine([scanned], { ...scanned, lot_number: 'L2' }, box)).toHaveLength(2);
  });
});
