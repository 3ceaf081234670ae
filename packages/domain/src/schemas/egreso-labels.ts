import type { IssueStrategy } from '../strategies/select-lots';
import type { AreaServicio } from './egreso.schema';

/** How the issue areas are shown; the stored value stays the spec's code. */
export const AREA_SERVICIO_LABELS: Record<AreaServicio, string> = {
  UCI: 'UCI',
  PABELLON: 'Pabellón',
  URGENCIAS: 'Urgencias',
  HOSPITALIZACION: 'Hospitalización',
  CONSULTA_EXTERNA: 'Consulta Externa',
  LABORATORIO: 'Laboratorio',
  IMAGENOLOGIA: 'Imagenología',
  FARMACIA: 'Farmacia',
  ESTERILIZACION: 'Esterilización',
  MATERNIDAD: 'Maternidad',
  PEDIATRIA: 'Pediatría',
  CARDIOLOGIA: 'Cardiología',
  TRAUMATOLOGIA: 'Traumatología',
  OTRO: 'Otro',
};

/** Label of an area code; an unknown code (older data) is shown as stored. */
export function areaServicioLabel(code: string): string {
  return (AREA_SERVICIO_LABELS as Record<string, string>)[code] ?? code;
}

/** Issue strategies as shown in selects, chips and the report. */
export const ISSUE_STRATEGY_LABELS: Record<IssueStrategy, string> = {
  libre: 'Libre',
  fifo: 'FIFO',
  fefo: 'FEFO',
  lifo: 'LIFO',
};

export const ISSUE_STRATEGY_DESCRIPTIONS: Record<IssueStrategy, string> = {
  libre: 'Sin verificación de lote',
  fifo: 'Primero en entrar, primero en salir',
  fefo: 'Primero en vencer, primero en salir',
  lifo: 'Último en entrar, primero en salir',
};

/** Texts of the Egresos screen that EGRESO_MESSAGES does not carry (Egresos). */
export const EGRESO_SCREEN_MESSAGES = {
  loadError: 'Error al cargar órdenes de egreso',
  exportError: 'Error al exportar egresos',
  exported: 'Egresos exportados exitosamente',
  reportLoadError: 'Error al cargar el reporte de salida',
} as const;

/** Compliance chip of an issue line (Issue strategy). */
export function strategyChipLabel(strategy: IssueStrategy, compliant: boolean, ignored = false): string {
  if (strategy === 'libre') return 'Libre';
  const name = ISSUE_STRATEGY_LABELS[strategy];
  if (compliant) return `Cumple ${name}`;
  return ignored ? `${name} ignorada` : `No cumple ${name}`;
}

type WeightKey = 'net_weight_kg' | 'gross_weight_kg' | 'net_weight_lb' | 'gross_weight_lb';
type CustomKey = `custom_field_${90 | 91 | 92 | 93 | 94 | 95 | 96 | 97 | 98 | 99}`;
export type EgresoPrintFieldKey =
  | 'lot_number'
  | 'expiry_date'
  | 'serial_number'
  | 'production_date'
  | 'pack_date'
  | 'best_before_date'
  | 'gtin'
  | 'sscc'
  | 'gln'
  | 'gdti'
  | 'gsin'
  | WeightKey
  | CustomKey;

/**
 * The egress item print fields, in print order, with their Spanish labels and the
 * GS1 application identifier each one comes from.
 */
export const EGRESO_PRINT_FIELDS: ReadonlyArray<{
  key: EgresoPrintFieldKey;
  label: string;
  ai: string;
  kind: 'text' | 'date' | 'weight';
}> = [
  { key: 'lot_number', label: 'Lote', ai: '10', kind: 'text' },
  { key: 'expiry_date', label: 'Vencimiento', ai: '17', kind: 'date' },
  { key: 'serial_number', label: 'Serie', ai: '21', kind: 'text' },
  { key: 'production_date', label: 'Fecha de producción', ai: '11', kind: 'date' },
  { key: 'pack_date', label: 'Fecha de empaque', ai: '13', kind: 'date' },
  { key: 'best_before_date', label: 'Consumir preferentemente antes de', ai: '15', kind: 'date' },
  { key: 'gtin', label: 'GTIN', ai: '01', kind: 'text' },
  { key: 'sscc', label: 'SSCC', ai: '00', kind: 'text' },
  { key: 'gln', label: 'GLN', ai: '414', kind: 'text' },
  { key: 'gdti', label: 'GDTI', ai: '253', kind: 'text' },
  { key: 'gsin', label: 'GSIN', ai: '402', kind: 'text' },
  { key: 'net_weight_kg', label: 'Peso neto (kg)', ai: '310n', kind: 'weight' },
  { key: 'gross_weight_kg', label: 'Peso bruto (kg)', ai: '330n', kind: 'weight' },
  { key: 'net_weight_lb', label: 'Peso neto (lb)', ai: '320n', kind: 'weight' },
  { key: 'gross_weight_lb', label: 'Peso bruto (lb)', ai: '340n', kind: 'weight' },
  ...(['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'] as const).map((ai) => ({
    key: `custom_field_${ai}` as CustomKey,
    label: `Campo ${ai}`,
    ai,
    kind: 'text' as const,
  })),
];
