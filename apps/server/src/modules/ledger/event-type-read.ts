import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The type an event is read as. An event's event_type is covered by the chain hash and the MAC,
 * so it stays as written; an event written before the devices' own types (an implant as
 * DISPATCH, a hold as QUALITY_CHECK…) has `reclassified_type` (migration 2026-12-02T1400,
 * outside the hash and the MAC), which names what it was.
 */
export function eventTypeRead(table = 'traceability_events'): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`${table}.reclassified_type`)}, ${sql.ref(`${table}.event_type`)})`;
}

/** Events read as `type` (index-friendly: event_type's index, or reclassified_type's). */
export function eventTypeIs(table: string, type: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`((${column('event_type')} = ${type} and ${column('reclassified_type')} is null) or ${column('reclassified_type')} = ${type})`;
}

/** The type of a stored row as read: its reclassified type, else the type it was written with. */
export function rowEventType(row: { event_type: string; reclassified_type?: string | null }): string {
  return row.reclassified_type ?? row.event_type;
}
