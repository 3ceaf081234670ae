import type { CustomerInput } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { customersRepository } from './customers.repository';

function duplicate(taxId: string, name?: string): AppError {
  const message = name ? `Ya existe un cliente con el RUT ${taxId} (${name})` : `Ya existe un cliente con el RUT ${taxId}`;
  return new AppError('DUPLICATE', message, { tax_id: 'Ya existe un cliente con este RUT' });
}

/** Customers of sales orders: the RUT arrives normalised by the domain schema and is unique. */
export function customersService(db: Kysely<Database>) {
  const repo = customersRepository(db);
  return {
    list: () => repo.list(),
    search: (q: string, limit: number) => repo.search(q, limit),

    async get(id: number) {
      const customer = await repo.get(id);
      if (!customer) throw new AppError('NOT_FOUND', 'Cliente no encontrado');
      return customer;
    },

    async create(input: CustomerInput) {
      const existing = await repo.byTaxId(input.tax_id);
      if (existing) throw duplicate(input.tax_id, existing.name);
      try {
        return await repo.insert(input, nowIso());
      } catch (error) {
        // Two creations of one RUT at once: the unique index decides.
        if (isUniqueViolation(error)) throw duplicate(input.tax_id);
        throw error;
      }
    },

    async update(id: number, input: CustomerInput) {
      const existing = await repo.byTaxId(input.tax_id);
      if (existing && existing.id !== id) throw duplicate(input.tax_id, existing.name);
      try {
        const customer = await repo.update(id, input, nowIso());
        if (!customer) throw new AppError('NOT_FOUND', 'Cliente no encontrado');
        return customer;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(input.tax_id);
        throw error;
      }
    },
  };
}
