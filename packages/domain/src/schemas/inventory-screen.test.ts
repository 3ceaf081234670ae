import { describe, expect, it } from 'vitest';
import {
  INVENTORY_SCREEN_MESSAGES as M,
  STOCK_FILTER_OPTIONS,
  isBoxQuantityFile,
  isBulkImportFile,
  isStockStatusFilter,
} from './inventory-screen';

describe('inventory screen texts', () => {
  it('labels lots, the footer and failures', () => {
    expect(M.lotLabel('L-1')).toBe('Lote: L-1');
    expect(M.lotLabel(null)).toBe('Sin lote especificado');
    expect(M.lotLabel('')).toBe('Sin lote especificado');
    expect(M.footer(3, 7)).toBe('Mostrando 3 productos (7 items totales)');
    expect(M.failure('ajustar inventario', 'Stock insuficiente')).toBe('Error al ajustar inventario: Stock insuficiente');
    expect(M.failure('ajustar inventario', '')).toBe('Error al ajustar inventario: Error desconocido');
    expect(M.templateSummary(2, 1, 0)).toBe('2 productos actualizados, 1 filas omitidas, 0 errores');
  });

  it('offers the four stock filters with the chip labels', () => {
    expect(STOCK_FILTER_OPTIONS).toEqual([
      { value: 'normal', label: 'Normal' },
      { value: 'low', label: 'Bajo' },
      { value: 'critical', label: 'Crítico' },
      { value: 'excess', label: 'Exceso' },
    ]);
    expect(isStockStatusFilter('low')).toBe(true);
    expect(isStockStatusFilter('toString')).toBe(false);
    expect(isStockStatusFilter(3)).toBe(false);
  });

  it('accepts the file types of each upload', () => {
    expect(isBulkImportFile('productos.XLSX')).toBe(true);
    expect(isBulkImportFile('viejo.xls')).toBe(true);
    expect(isBulkImportFile('datos.csv')).toBe(false);
    expect(isBoxQuantityFile('cantidad_x_caja.csv')).toBe(true);
    expect(isBoxQuantityFile('plantilla.xlsx')).toBe(true);
    expect(isBoxQuantityFile('foto.png')).toBe(false);
  });
});
