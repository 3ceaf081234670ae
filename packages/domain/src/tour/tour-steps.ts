import type { Role } from '../access/roles';

/**
 * One step of the guided tour, free of any UI library: the web app turns it into a react-joyride
 * step whose target is `[data-tour="<target>"]`, opening `route` first when the step has one.
 */
export interface TourStep {
  id: string;
  /** Screen to open before the step; undefined keeps the current one (shell elements). */
  route?: string;
  /** Value of the `data-tour` attribute of the highlighted element. */
  target: string;
  title: string;
  content: string;
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'auto';
}

const helpStep: TourStep = {
  id: 'ayuda',
  target: 'help-menu',
  title: 'Ayuda y documentación',
  content: 'Desde este botón puede iniciar, reiniciar o resetear el tour y abrir la documentación de cada área del sistema.',
  placement: 'bottom',
};

const inventoryStep: TourStep = {
  id: 'inventario',
  route: '/inventario',
  target: 'inventory-filters',
  title: 'Inventario',
  content:
    'Busque productos por nombre, SKU o código y filtre por categoría, ubicación o estado de stock. La tabla se actualiza sola cada 5 segundos.',
};

const ordersStep: TourStep = {
  id: 'ordenes',
  route: '/orders',
  target: 'orders-filters',
  title: 'Órdenes',
  content:
    'Las órdenes de los servicios y clientes: filtre por estado o prioridad y siga su avance desde la asignación de stock hasta el envío.',
};

const analyticsStep: TourStep = {
  id: 'analisis',
  route: '/analytics',
  target: 'analytics-abc',
  title: 'Análisis',
  content: 'Clasificación ABC y DIN de los productos, rotación y demanda del período elegido, con exportación a Excel.',
};

const traceabilityStep: TourStep = {
  id: 'trazabilidad',
  route: '/trazabilidad',
  target: 'traceability-summary',
  title: 'Trazabilidad',
  content:
    'Cada movimiento de stock queda registrado: quién, qué, dónde y cuándo. Aquí ve el resumen y la integridad del registro.',
};

/** Admin (as supervisor) and any role without a tour of its own. */
export const ADMIN_TOUR: readonly TourStep[] = [
  {
    id: 'instalaciones',
    route: '/instalaciones',
    target: 'facilities-tabs',
    title: 'Instalaciones',
    content: 'Configure bodegas, zonas y ubicaciones, con su capacidad y sus códigos de barras.',
  },
  inventoryStep,
  {
    id: 'ingresos',
    route: '/ingresos',
    target: 'ingresos-new',
    title: 'Ingresos',
    content: 'Registre la mercadería recibida escaneando cada producto; luego cree la lista de almacenamiento para guardarla.',
  },
  ordersStep,
  {
    id: 'asignacion-picking',
    route: '/picking-assignment',
    target: 'picking-assignment-operators',
    title: 'Asignación de picking',
    content: 'Asigne las listas de picking pendientes a los operarios según su carga de trabajo.',
  },
  {
    id: 'costos',
    route: '/cost-management',
    target: 'cost-tabs',
    title: 'Costos y precios',
    content: 'Costos de cada producto, márgenes y clasificación ABC por valor.',
  },
  analyticsStep,
  traceabilityStep,
  {
    id: 'despachos',
    route: '/despachos',
    target: 'despachos-tabs',
    title: 'Despachos',
    content: 'Prepare y confirme los despachos hacia servicios y clientes, y consulte su historial.',
  },
  helpStep,
];

/** Operator: picking tasks and inventory lookup. */
export const OPERATOR_TOUR: readonly TourStep[] = [
  {
    id: 'tareas',
    route: '/operator',
    target: 'operator-tasks',
    title: 'Sus tareas',
    content:
      'Aquí están sus listas de picking y de almacenamiento asignadas. Abra una para ejecutarla escaneando ubicación y producto.',
  },
  {
    ...inventoryStep,
    title: 'Consultar inventario',
    content: 'Busque un producto por nombre, SKU o código para ver su stock y su ubicación.',
  },
  helpStep,
];

/** Viewer: read-only analytics, orders, inventory and traceability. */
export const VIEWER_TOUR: readonly TourStep[] = [
  { ...analyticsStep, content: 'Consulte la clasificación ABC y DIN, la rotación y la demanda de los productos (solo lectura).' },
  { ...ordersStep, content: 'Consulte las órdenes y su estado, desde la asignación de stock hasta el envío (solo lectura).' },
  {
    ...inventoryStep,
    content: 'Consulte el stock por producto, lote y ubicación, con filtros por categoría y estado (solo lectura).',
  },
  traceabilityStep,
  helpStep,
];

/** The tour of a role; an unknown role gets the admin tour. */
export function tourFor(role: Role | string): readonly TourStep[] {
  if (role === 'operator') return OPERATOR_TOUR;
  if (role === 'viewer') return VIEWER_TOUR;
  return ADMIN_TOUR;
}

/** The CSS selector of a step's element. */
export function tourTargetSelector(step: Pick<TourStep, 'target'>): string {
  return `[data-tour="${step.target}"]`;
}
