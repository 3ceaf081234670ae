import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/create-db';
import { searchPatterns } from './products.mapper';

/**
 * Free-text conditions on products (alias `p`): every word must appear in search_text. On
 * SQLite the words of three or more characters go through the FTS5 trigram index (migration
 * 2026-11-21T0610) as one MATCH of quoted phrases: a phrase of trigrams matches exactly the texts
 * that contain the word, the same rows as LIKE '%word%', without reading every product. Shorter
 * words, words with LIKE wildcards and PostgreSQL use LIKE on the column.
 */
export function productSearchSql(text: string | undefined, dialect: Dialect): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  const phrases: string[] = [];
  for (const pattern of searchPatterns(text)) {
    const word = pattern.slice(1, -1);
    if (dialect === 'sqlite' && !/[\\%_]/.test(word) && [...word].length >= 3) phrases.push(`"${word.replace(/"/g, '""')}"`);
    else conditions.push(sql`p.search_text like ${pattern} escape '\\'`);
  }
  if (phrases.length > 0)
    conditions.unshift(sql`p.id in (select rowid from products_fts where products_fts match ${phrases.join(' AND ')})`);
  return conditions;
}
