// Regular spaces instead of ICU's no-break spaces, so text is the same in every runtime and in CSV/PDF.
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

// ICU writes '$-1.500' for es-CL; the sign goes before the symbol, as Chilean documents write it.
function signed(format: Intl.NumberFormat, value: number): string {
  const text = plainSpaces(format.format(Math.abs(value)));
  return value < 0 && text !== plainSpaces(format.format(0)) ? `-${text}` : text;
}

const clp = new Map<string, Intl.NumberFormat>();

/**
 * Chilean pesos in es-CL: '$1.234' (0 decimals by default). The cost screen allows up to two
 * decimals: `formatCLP(1234.5, { maximumDecimals: 2 })` → '$1.234,5'.
 */
export function formatCLP(value: number | null | undefined, options: { maximumDecimals?: number } = {}): string {
  const maximumDecimals = options.maximumDecimals ?? 0;
  const key = String(maximumDecimals);
  let format = clp.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-CL', {
      style: 'currency',
      currency: 'CLP',
      minimumFractionDigits: 0,
      maximumFractionDigits: maximumDecimals,
    });
    clp.set(key, format);
  }
  return signed(format, Number.isFinite(value) ? (value as number) : 0);
}

const cop = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Colombian pesos in es-CO with no decimals, as on the analytics screen: '$ 1.234'. */
export function formatCOP(value: number | null | undefined): string {
  return signed(cop, Number.isFinite(value) ? (value as number) : 0);
}
