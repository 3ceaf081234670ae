import type { CustomerInput } from '@bodega/domain';
import { sql } from 'kysely';
import type { CustomerRow } from '../../db/schema';
import { searchPatterns } from '../products';
import type { Tx } from '../../db/handle';

const COLUMNS = [
  'id',
  'name',
  'tax_id',
  'contact_person',
  'contact_phone',
  'contact_email',
  'city',
  'address',
  'country',
  'postal_code',
  'payment_terms',
  'created_at',
  'updated_at',
] as const;

/** What the search by name or RUT reads: the name, the RUT with and without its dash. */
export function customerSearchText(name: string, taxId: string): string {
  return `${name} ${taxId} ${taxId.replace('-', '')}`.toLowerCase();
}

/** A typed RUT may carry dots ('76.086.428-5'): the search compares without them. */
function searchWords(q: string): string[] {
  return searchPatterns(q.replace(/(\d)\.(?=\d)/g, '$1'));
}

export function listCustomers(db: Tx): Promise<Pick<CustomerRow, (typeof COLUMNS)[number]>[]> {
  return db.selectFrom('customers').select(COLUMNS).orderBy('name').orderBy('id').execute();
}

export function searchCustomers(db: Tx, q: string, limit: number) {
  let query = db.selectFrom('customers').select(COLUMNS);
  for (const pattern of searchWords(q)) query = query.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

export function findCustomer(db: Tx, id: number) {
  return db.selectFrom('customers').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function customerByTaxId(db: Tx, taxId: string) {
  return db.selectFrom('customers').select(['id', 'name']).where('tax_id', '=', taxId).executeTakeFirst();
}

export function insertCustomer(db: Tx, input: CustomerInput, now: string) {
  return db
    .insertInto('customers')
    .values({ ...values(input), search_text: customerSearchText(input.name, input.tax_id), created_at: now, updated_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateCustomerRow(db: Tx, id: number, input: CustomerInput, now: string) {
  return db
    .updateTable('customers')
    .set({ ...values(input), search_text: customerSearchText(input.name, input.tax_id), updated_at: now })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

function values(input: CustomerInput) {
  const text = (value: string | null | undefined) => (value == null || value === '' ? null : value);
  return {
    name: input.name,
    tax_id: input.tax_id,
    contact_person: text(input.contact_person),
    contact_phone: text(input.contact_phone),
    contact_email: text(input.contact_email),
    city: text(input.city),
    address: text(input.address),
    country: text(input.country),
    postal_code: text(input.postal_code),
    payment_terms: text(input.payment_terms),
  };
}
