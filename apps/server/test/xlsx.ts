import * as XLSX from '@e965/xlsx';

/**
 * An exported workbook read back with the library that wrote it (@e965/xlsx): its sheet names,
 * each sheet's rows of raw cells (numbers stay numbers, empty cells ''), and single cells with
 * their number format.
 */
export function readXlsx(bytes: Buffer | Uint8Array) {
  const book = XLSX.read(bytes, { type: 'buffer', cellNF: true, cellStyles: true });
  const sheet = (name: string = book.SheetNames[0]!): XLSX.WorkSheet => {
    const found = book.Sheets[name];
    if (!found) throw new Error(`the workbook has no sheet '${name}' (${book.SheetNames.join(', ')})`);
    return found;
  };
  return {
    names: book.SheetNames,
    sheet,
    rows: (name?: string): unknown[][] =>
      XLSX.utils.sheet_to_json<unknown[]>(sheet(name), { header: 1, raw: true, defval: '', blankrows: false }),
    cell: (name: string, address: string): XLSX.CellObject | undefined => sheet(name)[address] as XLSX.CellObject | undefined,
  };
}
