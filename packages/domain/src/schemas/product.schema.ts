import { LOT_ENFORCEMENTS } from '../lots';
import { z } from 'zod';
import { MAX_DIMENSION, MAX_WEIGHT, optionalMeasure, quantityField } from './bounds';
import { ALWAYS, isBlank, isRecord, idField, optionalText, requiredText } from './common';

export const PRODUCT_STATUSES = ['Activo', 'Inactivo', 'Descontinuado'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const ABC_CATEGORIES = ['A', 'B', 'C'] as const;
export const TIPOS_DM = ['Equipo Médico Crítico', 'Acreditación', 'Implantable'] as const;
export type TipoDm = (typeof TIPOS_DM)[number];
export const CATEGORIZACIONES_IMPLANTABLE = [
  'Traumatológico',
  'Cardiológico',
  'Reconstructivo',
  'Neurológico',
  'Oftalmológico',
  'Urológico',
  'Ginecológico',
  'Otro',
] as const;

export const PRODUCT_MESSAGES = {
  skuRequired: 'SKU es requerido',
  barcodeRequired: 'Código de Barras es requerido',
  nameRequired: 'Nombre es requerido',
  categoryRequired: 'Categoría es requerida',
  warehouseRequired: 'Bodega es requerida',
  zoneRequired: 'Zona es requerida',
  locationRequired: 'Ubicación es requerida',
  statusRequired: 'Estado es requerido',
  stockNegative: 'Stock no puede ser negativo',
  minStockNegative: 'Stock mínimo no puede ser negativo',
  maxStockNegative: 'Stock máximo no puede ser negativo',
  maxNotGreater: 'Stock máximo debe ser mayor al stock mínimo',
  boxQuantity: 'Cantidad por caja debe ser mayor a 0',
  weightPositive: 'Si se especifica, el peso debe ser mayor a 0',
  lengthPositive: 'Si se especifica, el largo debe ser mayor a 0',
  widthPositive: 'Si se especifica, el ancho debe ser mayor a 0',
  heightPositive: 'Si se especifica, el alto debe ser mayor a 0',
  lengthRequired: 'El largo es requerido',
  widthRequired: 'El ancho es requerido',
  heightRequired: 'El alto es requerido',
  tipoDmRequired: 'El tipo de DM es requerido para dispositivos priorizados',
  categorizacionRequired: 'La categorización es requerida para implantables',
  implantableWarning: 'Los dispositivos implantables requieren registro de uso en pacientes',
  // Product edit on the inventory screen (SKU read-only).
  editNameRequired: 'El nombre es requerido',
  editCategoryRequired: 'La categoría es requerida',
  editMinStock: 'El stock mínimo debe ser mayor o igual a 0',
  editMaxStock: 'El stock máximo debe ser mayor o igual a 0',
  editBoxQuantity: 'La cantidad por caja debe ser mayor a 0',
  editNotFound: 'No se puede editar: producto no encontrado',
  notFound: 'Producto no encontrado',
} as const;

const M = PRODUCT_MESSAGES;

const dimensions = z
  .object({
    length: optionalMeasure(M.lengthPositive, MAX_DIMENSION),
    width: optionalMeasure(M.widthPositive, MAX_DIMENSION),
    height: optionalMeasure(M.heightPositive, MAX_DIMENSION),
  })
  .strict();

/** Fields shared by the create form and the edit dialog; messages differ and are passed in. */
function productShape(messages: { name: string; category: string; minStock: string; maxStock: string; boxQuantity: string }) {
  return {
    codigo_fabrica: optionalText(100),
    /** The manufacturer's name (printed on the implant card). */
    fabricante: optionalText(200),
    name: requiredText(messages.name, 200),
    description: optionalText(2000),
    category: requiredText(messages.category, 100),
    abc_category: z.enum(ABC_CATEGORIES).nullable().optional(),
    min_stock: quantityField(messages.minStock, { min: 0 }).default(0),
    max_stock: quantityField(messages.maxStock, { min: 0 }).default(0),
    cantidad_x_caja: quantityField(messages.boxQuantity).default(1),
    weight: optionalMeasure(M.weightPositive, MAX_WEIGHT),
    length: optionalMeasure(M.lengthPositive, MAX_DIMENSION),
    width: optionalMeasure(M.widthPositive, MAX_DIMENSION),
    height: optionalMeasure(M.heightPositive, MAX_DIMENSION),
    dimensions: dimensions.nullable().optional(),
    unit_of_measure: optionalText(30),
    es_dm_priorizado: z.boolean().default(false),
    tipo_dm: z.enum(TIPOS_DM, { error: M.tipoDmRequired }).nullable().optional(),
    categorizacion_implantable: z.enum(CATEGORIZACIONES_IMPLANTABLE, { error: M.categorizacionRequired }).nullable().optional(),
    requiere_registro_sanitario: z.boolean().default(false),
    /** One serial per unit; when omitted, a priority implantable requires it (requiresSerialByDefault). */
    requiere_serie: z.boolean().nullable().optional(),
    /** The product's override of its category's lot enforcement; null follows the category. */
    lot_enforcement: z.enum(LOT_ENFORCEMENTS, { error: 'Control de estrategia inválido' }).nullable().optional(),
  };
}

/** A priority device of tipo_dm Implantable takes one serial per unit unless the product says otherwise. */
export function requiresSerialByDefault(product: { es_dm_priorizado?: boolean | null; tipo_dm?: string | null }): boolean {
  return product.es_dm_priorizado === true && product.tipo_dm === 'Implantable';
}

type Ctx = z.RefinementCtx;

/** Stock limits and DM rules, shared by create and edit. */
function productRules(options: { requireDimensions: boolean }) {
  return (value: unknown, ctx: Ctx) => {
    if (!isRecord(value)) return;
    const min = value.min_stock;
    const max = value.max_stock;
    // A maximum of 0 means "no maximum" (the stock-status rules treat it so).
    if (typeof min === 'number' && typeof max === 'number' && max > 0 && min >= 0 && max <= min) {
      ctx.addIssue({ code: 'custom', message: M.maxNotGreater, path: ['max_stock'] });
    }
    if (options.requireDimensions) {
      const nested = isRecord(value.dimensions) ? value.dimensions : {};
      for (const [side, message] of [
        ['length', M.lengthRequired],
        ['width', M.widthRequired],
        ['height', M.heightRequired],
      ] as const) {
        if (isBlank(value[side]) && isBlank(nested[side])) ctx.addIssue({ code: 'custom', message, path: [side] });
      }
    }
    if (value.es_dm_priorizado === true) {
      if (isBlank(value.tipo_dm)) ctx.addIssue({ code: 'custom', message: M.tipoDmRequired, path: ['tipo_dm'] });
      if (value.tipo_dm === 'Implantable' && isBlank(value.categorizacion_implantable)) {
        ctx.addIssue({ code: 'custom', message: M.categorizacionRequired, path: ['categorizacion_implantable'] });
      }
    }
  };
}

function createShape() {
  return z
    .object({
      sku: requiredText(M.skuRequired, 64),
      barcode: requiredText(M.barcodeRequired, 100),
      ...productShape({
        name: M.nameRequired,
        category: M.categoryRequired,
        minStock: M.minStockNegative,
        maxStock: M.maxStockNegative,
        boxQuantity: M.boxQuantity,
      }),
      warehouse_id: idField(M.warehouseRequired),
      zone_id: idField(M.zoneRequired),
      location_id: idField(M.locationRequired),
      current_stock: quantityField(M.stockNegative, { min: 0 }).optional(),
      status: z.enum(PRODUCT_STATUSES, { error: M.statusRequired }).default('Activo'),
    })
    .strict();
}

/**
 * The product create form and POST /api/products (Product form). With
 * `requireDimensions` (volumetric capacity enabled in the location settings) length, width and
 * height are required.
 */
export function makeProductCreateSchema(options: { requireDimensions?: boolean } = {}) {
  return createShape().superRefine(productRules({ requireDimensions: options.requireDimensions ?? false }), ALWAYS);
}

export const productCreateSchema = makeProductCreateSchema();
export type ProductCreate = z.infer<typeof productCreateSchema>;
export type ProductCreateInput = z.input<typeof productCreateSchema>;

function editShape() {
  return z
    .object({
      // SKU is read-only when editing: accepted so the form can send it, never required.
      sku: z.string().trim().max(64).optional(),
      barcode: z.string().trim().max(100).optional(),
      ...productShape({
        name: M.editNameRequired,
        category: M.editCategoryRequired,
        minStock: M.editMinStock,
        maxStock: M.editMaxStock,
        boxQuantity: M.editBoxQuantity,
      }),
      warehouse_id: idField(M.warehouseRequired).nullable().optional(),
      zone_id: idField(M.zoneRequired).nullable().optional(),
      location_id: idField(M.locationRequired).nullable().optional(),
      status: z.enum(PRODUCT_STATUSES, { error: M.statusRequired }).optional(),
    })
    .strict();
}

/** The product edit dialog and PUT /api/products/{id} (Product edit). */
export function makeProductUpdateSchema(options: { requireDimensions?: boolean } = {}) {
  return editShape().superRefine(productRules({ requireDimensions: options.requireDimensions ?? false }), ALWAYS);
}

export const productUpdateSchema = makeProductUpdateSchema();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;

export const BULK_IMPORT_DEFAULTS = { category: 'Importado', status: 'Activo', min_stock: 0, max_stock: 1000 } as const;

export const BULK_IMPORT_MESSAGES = {
  invalidFile: 'Por favor seleccione un archivo Excel válido (.xlsx o .xls)',
  tooFewRows: 'El archivo debe tener al menos 2 filas (encabezados + datos)',
  missingColumns: (columns: readonly string[]) => `Faltan columnas requeridas: ${columns.join(', ')}`,
  created: (count: number) => `${count} productos creados exitosamente`,
} as const;

export const BULK_IMPORT_REQUIRED_COLUMNS = ['SKU', 'NOMBRE', 'CODIGO DE BARRAS'] as const;

/** Required Excel columns missing from a header row, compared case-insensitively. */
export function missingBulkImportColumns(headers: readonly unknown[]): string[] {
  const present = new Set(
    headers.map((header) =>
      String(header ?? '')
        .trim()
        .toUpperCase(),
    ),
  );
  return BULK_IMPORT_REQUIRED_COLUMNS.filter((column) => !present.has(column));
}

export const bulkImportProductSchema = z
  .object({
    sku: requiredText(M.skuRequired, 64),
    name: requiredText(M.nameRequired, 200),
    barcode: requiredText(M.barcodeRequired, 100),
    category: z.string().trim().min(1).max(100).default(BULK_IMPORT_DEFAULTS.category),
    status: z.enum([...PRODUCT_STATUSES, 'active']).default('Activo'),
    min_stock: quantityField(M.minStockNegative, { min: 0 }).default(BULK_IMPORT_DEFAULTS.min_stock),
    max_stock: quantityField(M.maxStockNegative, { min: 0 }).default(BULK_IMPORT_DEFAULTS.max_stock),
    bulk_import: z.boolean().optional(),
    barcode_type: z.string().max(20).optional(),
    barcode_original: z.string().max(100).nullable().optional(),
    auto_generated: z.boolean().optional(),
  })
  .strict();

const bulkCell = z.union([z.string(), z.number()]).nullable().optional();

/**
 * POST /api/products/bulk. Rows are taken loosely (Excel cells may be numbers or empty) and the
 * server then checks each with bulkImportProductSchema, so one bad row is refused with its reason
 * instead of failing the whole file. `row` is the spreadsheet line when the client knows it.
 */
export const productBulkImportSchema = z
  .object({
    products: z
      .array(
        z
          .object({
            sku: bulkCell,
            name: bulkCell,
            barcode: bulkCell,
            category: bulkCell,
            status: bulkCell,
            min_stock: bulkCell,
            max_stock: bulkCell,
            bulk_import: z.boolean().optional(),
            barcode_type: bulkCell,
            barcode_original: bulkCell,
            auto_generated: z.boolean().optional(),
            row: quantityField('Fila inválida').optional(),
            // The preview's product (readBulkImportSheet) may come as is; the server merges by SKU itself.
            merged_rows: z.array(quantityField('Fila inválida')).max(10_000).optional(),
          })
          .strict(),
        { error: 'Debe incluir al menos un producto' },
      )
      .min(1, 'Debe incluir al menos un producto')
      .max(10_000, 'No se pueden cargar más de 10000 productos a la vez'),
  })
  .strict();
export type ProductBulkImport = z.infer<typeof productBulkImportSchema>;
/** One row of the bulk-import request, as the client sends it. */
export type ProductBulkImportRow = z.input<typeof productBulkImportSchema>['products'][number];

/** POST /api/products/cantidad-x-caja/upload: the CSV text of the template. */
export const boxQuantityUploadSchema = z.object({ content: z.string().min(1, 'El archivo está vacío').max(5_000_000) }).strict();
export type BoxQuantityUpload = z.infer<typeof boxQuantityUploadSchema>;
