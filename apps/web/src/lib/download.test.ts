import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('reads quoted, bare and UTF-8 encoded names, and falls back', () => {
    expect(fileNameFrom('attachment; filename="trazabilidad_eventos.csv"', 'x')).toBe('trazabilidad_eventos.csv');
    expect(fileNameFrom('attachment; filename=egresos_2026-11-20.xlsx', 'x')).toBe('egresos_2026-11-20.xlsx');
    expect(fileNameFrom("attachment; filename*=UTF-8''movimientos%20internos.xlsx", 'x')).toBe('movimientos internos.xlsx');
    expect(fileNameFrom(null, 'inventario.csv')).toBe('inventario.csv');
  });
});
