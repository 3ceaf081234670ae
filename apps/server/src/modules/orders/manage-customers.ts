// Customers of sales orders: the RUT arrives normalised by the domain schema and is unique.
import type { CustomerInput } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { customerByTaxId, findCustomer, insertCustomer, updateCustomerRow } from './customers.repository';

const CUSTOMER_NOT_FOUND = 'Cliente no encontrado';

function duplicate(taxId: string, name?: string): AppError {
  const message = name ? `Ya existe un cliente con el RUT ${taxId} (${name})` : `Ya existe un cliente con el RUT ${taxId}`;
  return new AppError('DUPLICATE', message, { tax_id: 'Ya existe un cliente con este RUT' });
}

export async function getCustomer(db: Kysely<Database>, id: number) {
  const customer = await findCustomer(db, id);
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return customer;
}

export async function createCustomer(db: Kysely<Database>, input: CustomerInput) {
  const existing = await customerByTaxId(db, input.tax_id);
  if (existing) throw duplicate(input.tax_id, existing.name);
  try {
    return await insertCustomer(db, input, nowIso());
  } catch (error) {
    // Two creations of one RUT at once: the unique index decides.
    if (isUniqueViolation(error)) throw duplicate(input.tax_id);
    throw error;
  }
}

export async function updateCustomer(db: Kysely<Database>, id: number, input: CustomerInput) {
  const existing = await customerByTaxId(db, input.tax_id);
  if (existing && existing.id !== id) throw duplicate(input.tax_id, existing.name);
  try {
    const customer = await updateCustomerRow(db, id, input, nowIso());
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    return customer;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.tax_id);
    throw error;
  }
}
