import { z } from 'zod';
import { LOT_ENFORCEMENTS } from '../lots';
import { requiredText } from './common';

export const CATEGORY_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  notRegisteredEdit: 'Esta categoría no se puede editar porque no está registrada en el sistema',
  notRegisteredDelete: 'Esta categoría no se puede eliminar porque no está registrada en el sistema',
  hasProducts: (title: string, count: number) =>
    `No se puede eliminar la categoría "${title}" porque tiene ${count} productos asociados`,
  invalid: 'Error: Categoría inválida',
  expiryDays: 'Los días de alerta de vencimiento deben ser un número entero entre 1 y 365',
} as const;

/** Category status shown in the table: registered when it has an id. */
export function categoryStatusLabel(category: { id?: unknown }): 'Registrada' | 'Solo en productos' {
  return category.id != null ? 'Registrada' : 'Solo en productos';
}

/**
 * Why a category cannot be deleted, or null when it can: it needs a registered id and no
 * products.
 */
export function categoryDeleteError(category: { id?: unknown; name: string; product_count?: number | null }): string | null {
  if (category.id == null) return CATEGORY_MESSAGES.notRegisteredDelete;
  const count = category.product_count ?? 0;
  if (count > 0) return CATEGORY_MESSAGES.hasProducts(category.name, count);
  return null;
}

export function categoryEditError(category: { id?: unknown }): string | null {
  return category.id == null ? CATEGORY_MESSAGES.notRegisteredEdit : null;
}

/** Category create/edit, also the new-category dialog of the product form: name trimmed. */
export const categorySchema = z
  .object({
    name: requiredText(CATEGORY_MESSAGES.nameRequired, 100),
    /** How strictly the lot strategy is enforced on issues, picks and dispatch (kept when left out). */
    lot_enforcement: z.enum(LOT_ENFORCEMENTS, { error: 'Control de estrategia inválido' }).optional(),
    /** Days before expiry its lots raise 'Lotes por vencer' (1..365); null: the alert setting's windows; kept when left out. */
    dias_alerta_vencimiento: z
      .number({ error: CATEGORY_MESSAGES.expiryDays })
      .int(CATEGORY_MESSAGES.expiryDays)
      .min(1, CATEGORY_MESSAGES.expiryDays)
      .max(365, CATEGORY_MESSAGES.expiryDays)
      .nullable()
      .optional(),
  })
  .strict();
export type CategoryInput = z.infer<typeof categorySchema>;
