/** One benchmark's results: printed as a table by run-all.ts. */
export interface BenchRow {
  [column: string]: string | number;
}
export interface BenchTable {
  title: string;
  rows: BenchRow[];
  /** Lines printed under the table: targets, ratios, explanations. */
  notes?: string[];
}

export function printTable(table: BenchTable): void {
  const columns = [...new Set(table.rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | undefined) =>
    value === undefined ? '' : typeof value === 'number' ? formatNumber(value) : value;
  const widths = columns.map((column) => Math.max(column.length, ...table.rows.map((row) => cell(row[column]).length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n## ${table.title}\n`);
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table.rows) console.log(line(columns.map((c) => cell(row[c]))));
  for (const note of table.notes ?? []) console.log(`\n${note}`);
}

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
