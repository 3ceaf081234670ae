import { MAX_QUANTITY, neutraliseCell, restoreNeutralisedCell } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';

export const BOX_QUANTITY_FILENAME = 'cantidad_x_caja.csv';
const HEADERS = ['sku', 'nombre', 'cantidad_x_caja'] as const;

/** 'Cantidad x Caja' → 'cantidad_x_caja', 'SKU ' → 'sku': headers as people retype them. */
function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, '_')
    .replace(/^cantidad_por_caja$/, 'cantidad_x_caja');
}

/** The template: every active product with its current units per box. */
export async function boxQuantityTemplate(deps: Deps) {
  const db = deps.db.kysely;
  const rows = await db
    .selectFrom('products')
    .select(['sku', 'name', 'cantidad_x_caja'])
    .where('status', '=', 'Activo')
    .where('deleted_at', 'is', null)
    .orderBy('sku')
    .execute();
  // Text cells neutralised against formula injection; the upload restores the SKU.
  const content = Papa.unparse(
    { fields: [...HEADERS], data: rows.map((r) => [neutraliseCell(r.sku), neutraliseCell(r.name), r.cantidad_x_caja]) },
    { newline: '\n' },
  );
  return { content, filename: BOX_QUANTITY_FILENAME };
}

/**
 * Applies an uploaded template (CSV text; the browser turns .xlsx/.xls into CSV). A row
 * without SKU or quantity, or with the quantity the product already has, is skipped; an
 * unknown SKU or a quantity that is not a whole number above 0 is an error with its line.
 */
export async function uploadBoxQuantities(deps: Deps, content: string) {
  const db = deps.db.kysely;
  const parsed = Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: 'greedy',
    dynamicTyping: false,
    transformHeader: normaliseHeader,
  });
  const fields = parsed.meta.fields ?? [];
  const missing = ['sku', 'cantidad_x_caja'].filter((column) => !fields.includes(column));
  if (missing.length > 0) {
    const message = `Faltan columnas requeridas: ${missing.join(', ')}`;
    throw new AppError('VALIDATION_ERROR', message, { content: message });
  }
  const errors: string[] = [];
  let skipped = 0;
  const wanted = new Map<string, { line: number; quantity: number }>();
  parsed.data.forEach((record, index) => {
    const line = index + 2; // the header is line 1
    const sku = restoreNeutralisedCell((record.sku ?? '').trim());
    const raw = (record.cantidad_x_caja ?? '').trim();
    if (!sku || !raw) {
      skipped++;
      return;
    }
    // A whole number written plainly, within MAX_QUANTITY ('1e308', '0x10', '12,0' are refused).
    const quantity = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) {
      errors.push(`Fila ${line}: la cantidad por caja de ${sku} debe ser un número entero mayor a 0 ("${raw}")`);
      return;
    }
    wanted.set(sku, { line, quantity });
  });

  let updated = 0;
  if (wanted.size > 0) {
    await db.transaction().execute(async (trx) => {
      const skus = [...wanted.keys()];
      const current = new Map<string, number>();
      for (let i = 0; i < skus.length; i += 500) {
        const rows = await trx
          .selectFrom('products')
          .select(['sku', 'cantidad_x_caja'])
          .where('sku', 'in', skus.slice(i, i + 500))
          .execute();
        for (const row of rows) current.set(row.sku, row.cantidad_x_caja);
      }
      const at = nowIso();
      for (const [sku, { line, quantity }] of wanted) {
        const now = current.get(sku);
        if (now === undefined) errors.push(`Fila ${line}: no existe un producto con el SKU ${sku}`);
        else if (now === quantity) skipped++;
        else {
          await trx.updateTable('products').set({ cantidad_x_caja: quantity, updated_at: at }).where('sku', '=', sku).execute();
          updated++;
        }
      }
    });
  }
  return { summary: { updated, skipped, errors: errors.length }, errors };
}
