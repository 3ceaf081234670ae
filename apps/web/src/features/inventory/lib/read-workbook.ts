/** The file's bytes, reporting how much has been read (a large workbook takes a moment). */
function readBuffer(file: File, onProgress?: (fraction: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Spreadsheet reading in the browser with @e965/xlsx (the maintained SheetJS build, which also
 * reads legacy .xls). The library is imported on first use so it stays out of the screen's
 * first load.
 */
async function readFirstSheet(file: File, onProgress?: (fraction: number) => void) {
  const [XLSX, buffer] = await Promise.all([import('@e965/xlsx'), readBuffer(file, onProgress)]);
  const workbook = XLSX.read(buffer, { type: 'array', cellDates: false });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  return { XLSX, sheet };
}

/** The first sheet as rows of raw cells (numbers stay numbers so no digit of a code is lost). */
export async function readSheetRows(file: File, onProgress?: (fraction: number) => void): Promise<unknown[][]> {
  const { XLSX, sheet } = await readFirstSheet(file, onProgress);
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
}

/** The first sheet as CSV text, numbers written in full (never 7.8E+12). */
export async function readSheetAsCsv(file: File): Promise<string> {
  const { XLSX, sheet } = await readFirstSheet(file);
  if (!sheet) return '';
  return XLSX.utils.sheet_to_csv(sheet, { rawNumbers: true, blankrows: false });
}

/** A .csv file as text; .xlsx and .xls are converted from their first sheet. */
export async function readAsCsv(file: File): Promise<string> {
  if (/\.csv$/i.test(file.name)) return file.text();
  return readSheetAsCsv(file);
}
