import { LOT_ENFORCEMENTS } from '../../lots';
import { z } from 'zod';

/**
 * A category as the categories API answers it: a registered one (with its id) or a name that
 * only appears on products (id null). Server route schema and web type, one definition.
 */
export const categoryViewSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  product_count: z.number(),
  status: z.enum(['Registrada', 'Solo en productos']),
  /** How strictly the lot strategy is enforced for its products ('warn' for unregistered names). */
  lot_enforcement: z.enum(LOT_ENFORCEMENTS),
  /** Days before expiry its lots raise 'Lotes por vencer'; null: the alert setting's windows. */
  dias_alerta_vencimiento: z.number().int().nullable(),
});
export type CategoryView = z.infer<typeof categoryViewSchema>;
