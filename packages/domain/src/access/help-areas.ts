/**
 * The in-app help pages: /ayuda lists them, /ayuda/{slug} shows one. Written for
 * warehouse and clinical staff; the web app serves them itself, so they work without internet.
 */
export interface HelpArea {
  slug: string;
  title: string;
  /** One line for the index page. */
  summary: string;
}

export const HELP_AREAS: readonly HelpArea[] = [
  {
    slug: 'recepcion',
    title: 'Recepción',
    summary: 'Registrar ingresos de mercadería, escanear productos y crear listas de almacenamiento.',
  },
  {
    slug: 'almacenamiento',
    title: 'Almacenamiento',
    summary: 'Guardar en su ubicación lo recibido, escaneando ubicación y producto.',
  },
  {
    slug: 'salidas',
    title: 'Salidas',
    summary: 'Crear órdenes de egreso a los servicios clínicos con la estrategia FEFO, FIFO, LIFO o libre.',
  },
  {
    slug: 'picking',
    title: 'Picking',
    summary: 'Asignar y ejecutar listas de picking con ruta optimizada y escaneo de cada unidad.',
  },
  { slug: 'olas', title: 'Olas', summary: 'Agrupar pedidos en olas de picking para recorrer la bodega una sola vez.' },
  { slug: 'despacho', title: 'Despacho', summary: 'Preparar, confirmar y seguir los despachos hacia los servicios y clientes.' },
  { slug: 'movimientos', title: 'Movimientos', summary: 'Trasladar stock entre ubicaciones o bodegas con movimientos internos.' },
  { slug: 'trazabilidad', title: 'Trazabilidad', summary: 'Seguir cada lote y serie desde su ingreso hasta su uso o salida.' },
  {
    slug: 'dispositivos-medicos',
    title: 'Dispositivos médicos y retiros',
    summary: 'Registrar uso en pacientes, cuarentenas y retiros de dispositivos médicos.',
  },
];

export function findHelpArea(slug: string): HelpArea | undefined {
  return HELP_AREAS.find((area) => area.slug === slug);
}
