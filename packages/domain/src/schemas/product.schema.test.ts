import { describe, expect, it } from 'vitest';
import {
  boxQuantityUploadSchema,
  bulkImportProductSchema,
  BULK_IMPORT_MESSAGES,
  makeProductCreateSchema,
  missingBulkImportColumns,
  PRODUCT_MESSAGES,
  productBulkImportSchema,
  productCreateSchema,
  productUpdateSchema,
} from './product.schema';
import { messageAt, messagesOf } from './test-helpers';

const valid = {
  sku: 'GAS-001',
  barcode: '7890012345675',
  name: 'Gasa estéril 10x10',
  category: 'Insumos',
  warehouse_id: 1,
  zone_id: 2,
  location_id: 3,
  min_stock: 10,
  max_stock: 100,
  status: 'Activo',
};

describe('product form', () => {
  it('accepts a product and fills defaults', () => {
    expect(productCreateSchema.parse(valid)).toMatchObject({
      ...valid,
      cantidad_x_caja: 1,
      es_dm_priorizado: false,
      requiere_registro_sanitario: false,
    });
  });

  it.each([
    ['sku', { sku: '  ' }, 'SKU es requerido'],
    ['barcode', { barcode: '' }, 'Código de Barras es requerido'],
    ['name', { name: undefined }, 'Nombre es requerido'],
    ['category', { category: '' }, 'Categoría es requerida'],
    ['warehouse_id', { warehouse_id: '' }, 'Bodega es requerida'],
    ['zone_id', { zone_id: null }, 'Zona es requerida'],
    ['location_id', { location_id: Number.NaN }, 'Ubicación es requerida'],
    ['status', { status: '' }, 'Estado es requerido'],
    ['current_stock', { current_stock: -1 }, 'Stock no puede ser negativo'],
    ['min_stock', { min_stock: -1 }, 'Stock mínimo no puede ser negativo'],
    ['max_stock', { max_stock: -5 }, 'Stock máximo no puede ser negativo'],
    ['max_stock', { min_stock: 10, max_stock: 10 }, 'Stock máximo debe ser mayor al stock mínimo'],
    ['max_stock', { min_stock: 10, max_stock: 5 }, 'Stock máximo debe ser mayor al stock mínimo'],
    ['cantidad_x_caja', { cantidad_x_caja: 0 }, 'Cantidad por caja debe ser mayor a 0'],
    ['weight', { weight: 0 }, 'Si se especifica, el peso debe ser mayor a 0'],
    ['length', { length: -1 }, 'Si se especifica, el largo debe ser mayor a 0'],
    ['dimensions.width', { dimensions: { width: 0 } }, 'Si se especifica, el ancho debe ser mayor a 0'],
    ['tipo_dm', { es_dm_priorizado: true }, 'El tipo de DM es requerido para dispositivos priorizados'],
    [
      'categorizacion_implantable',
      { es_dm_priorizado: true, tipo_dm: 'Implantable' },
      'La categorización es requerida para implantables',
    ],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(productCreateSchema, { ...valid, ...change }, path)).toBe(message);
  });

  it('a maximum of 0 means no maximum', () => {
    expect(productCreateSchema.safeParse({ ...valid, min_stock: 10, max_stock: 0 }).success).toBe(true);
  });

  it('accepts a complete priority implantable', () => {
    const dm = {
      ...valid,
      es_dm_priorizado: true,
      tipo_dm: 'Implantable',
      categorizacion_implantable: 'Cardiológico',
      requiere_registro_sanitario: true,
    };
    expect(productCreateSchema.safeParse(dm).success).toBe(true);
  });

  it('ignores DM fields when the product is not prioritised', () => {
    expect(productCreateSchema.safeParse({ ...valid, es_dm_priorizado: false, tipo_dm: null }).success).toBe(true);
  });

  it('shows DM messages together with other missing fields', () => {
    const messages = messagesOf(productCreateSchema, { ...valid, sku: undefined, es_dm_priorizado: true });
    expect(messages.sku).toEqual(['SKU es requerido']);
    expect(messages.tipo_dm).toEqual(['El tipo de DM es requerido para dispositivos priorizados']);
  });

  it('requires dimensions when volumetric capacity is enabled', () => {
    const volumetric = makeProductCreateSchema({ requireDimensions: true });
    expect(messagesOf(volumetric, valid)).toEqual({
      length: ['El largo es requerido'],
      width: ['El ancho es requerido'],
      height: ['El alto es requerido'],
    });
    expect(volumetric.safeParse({ ...valid, length: 10, width: 5, height: 2 }).success).toBe(true);
    expect(volumetric.safeParse({ ...valid, dimensions: { length: 10, width: 5, height: 2 } }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(messagesOf(productCreateSchema, { ...valid, id: 9 })['']).toBeDefined();
  });
});

describe('product edit on the inventory screen', () => {
  const edit = { name: 'Gasa', category: 'Insumos', min_stock: 0, max_stock: 10 };

  it('accepts an edit without SKU or location', () => {
    expect(productUpdateSchema.safeParse(edit).success).toBe(true);
    expect(productUpdateSchema.safeParse({ ...edit, sku: 'GAS-001', status: 'Inactivo' }).success).toBe(true);
  });

  it.each([
    ['name', { name: '' }, 'El nombre es requerido'],
    ['category', { category: ' ' }, 'La categoría es requerida'],
    ['min_stock', { min_stock: -1 }, 'El stock mínimo debe ser mayor o igual a 0'],
    ['max_stock', { max_stock: -1 }, 'El stock máximo debe ser mayor o igual a 0'],
    ['cantidad_x_caja', { cantidad_x_caja: 0 }, 'La cantidad por caja debe ser mayor a 0'],
    ['weight', { weight: -2 }, 'Si se especifica, el peso debe ser mayor a 0'],
    ['height', { height: 0 }, 'Si se especifica, el alto debe ser mayor a 0'],
    ['tipo_dm', { es_dm_priorizado: true, tipo_dm: null }, 'El tipo de DM es requerido para dispositivos priorizados'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(productUpdateSchema, { ...edit, ...change }, path)).toBe(message);
  });

  it('has the not-found message', () => {
    expect(PRODUCT_MESSAGES.editNotFound).toBe('No se puede editar: producto no encontrado');
  });
});

describe('bulk import (Excel bulk import)', () => {
  it('fills the import defaults', () => {
    const parsed = bulkImportProductSchema.parse({ sku: 'A', name: 'B', barcode: '7890000000001' });
    expect(parsed).toMatchObject({ category: 'Importado', status: 'Activo', min_stock: 0, max_stock: 1000 });
  });

  it('needs at least one product', () => {
    expect(messageAt(productBulkImportSchema, { products: [] }, 'products')).toBe('Debe incluir al menos un producto');
  });

  it('finds missing columns case-insensitively', () => {
    expect(missingBulkImportColumns(['sku', 'Nombre', null])).toEqual(['CODIGO DE BARRAS']);
    expect(missingBulkImportColumns(['SKU', 'NOMBRE', 'codigo de barras'])).toEqual([]);
    expect(BULK_IMPORT_MESSAGES.missingColumns(['SKU', 'NOMBRE'])).toBe('Faltan columnas requeridas: SKU, NOMBRE');
    expect(BULK_IMPORT_MESSAGES.invalidFile).toBe('Por favor seleccione un archivo Excel válido (.xlsx o .xls)');
    expect(BULK_IMPORT_MESSAGES.tooFewRows).toBe('El archivo debe tener al menos 2 filas (encabezados + datos)');
    expect(BULK_IMPORT_MESSAGES.created(3)).toBe('3 productos creados exitosamente');
  });

  it('box-quantity upload needs content', () => {
    expect(messageAt(boxQuantityUploadSchema, { content: '' }, 'content')).toBe('El archivo está vacío');
    expect(boxQuantityUploadSchema.safeParse({ content: 'sku,cantidad_x_caja\nA,10' }).success).toBe(true);
  });
});

describe('empty number inputs', () => {
  it('treats NaN from an empty optional number input as not given', () => {
    expect(productCreateSchema.parse({ ...valid, weight: Number.NaN, length: Number.NaN }).weight).toBeNull();
    expect(messageAt(productCreateSchema, { ...valid, weight: 'pesado' }, 'weight')).toBe(
      'Si se especifica, el peso debe ser mayor a 0',
    );
  });
});
