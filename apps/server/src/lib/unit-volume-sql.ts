import { sql } from 'kysely';

/** A product's unit volume in cm³ (alias `p`); a missing dimension makes it 0, so the unit takes no room. */
export const productUnitVolumeSql = sql<number>`coalesce(p.length, 0) * coalesce(p.width, 0) * coalesce(p.height, 0)`;
