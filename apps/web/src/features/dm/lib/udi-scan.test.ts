import { describe, expect, it } from 'vitest';
import type { DmDevice } from '../api/types';
import { matchDevice, readUdi, udiSearch } from './udi-scan';

const GS = '\u001d';
const device = (id: number, lot: string | null, serial: string | null): DmDevice => ({
  id,
  product_id: 1,
  product_name: 'Marcapasos',
  sku: 'MP-1',
  lot_number: lot,
  serial_number: serial,
  expiry_date: null,
  tipo_dm: 'Implantable',
  categorizacion_implantable: null,
  estado_actual: 'Sin Estado',
  cantidad: 1,
  disponible: 1,
  retenido: 0,
  ubicaciones: [],
});

describe('readUdi', () => {
  it('keeps the raw string and reads GTIN, lot, serial and expiry of a wedge scan', () => {
    const raw = `0107891234567895${GS}10LOT-G${GS}17301231${GS}21G-1`;
    expect(readUdi(raw)).toEqual({
      raw,
      gtin: '07891234567895',
      lot_number: 'LOT-G',
      serial_number: 'G-1',
      expiry_date: '2030-12-31',
      error: null,
    });
  });
  it('reads the human-readable form and a configured separator', () => {
    expect(readUdi('(01)07891234567895(21)S-9')).toMatchObject({ serial_number: 'S-9', gtin: '07891234567895' });
    expect(readUdi('0107891234567895|10L-2|21S-3', '|')).toMatchObject({ lot_number: 'L-2', serial_number: 'S-3' });
  });
  it('keeps a code that is not GS1 with the parser message', () => {
    const scan = readUdi('hola');
    expect(scan.raw).toBe('hola');
    expect(scan.error).toBeTruthy();
    expect(udiSearch(scan)).toBeNull();
  });
});

describe('matchDevice', () => {
  const devices = [device(1, 'L-1', 'S-1'), device(2, 'L-1', 'S-2'), device(3, 'L-9', null)];
  it('finds the unit by serial, checking the lot when both have one', () => {
    expect(matchDevice(devices, readUdi('(01)07891234567895(10)L-1(21)S-2'))?.id).toBe(2);
    expect(matchDevice(devices, readUdi('(01)07891234567895(10)L-X(21)S-2'))).toBeNull();
  });
  it('finds a lot-tracked unit by its lot', () => {
    const scan = readUdi('(01)07891234567895(10)L-9');
    expect(udiSearch(scan)).toBe('L-9');
    expect(matchDevice(devices, scan)?.id).toBe(3);
  });
});
