/** Shapes of the /api/dm answers (apps/server/src/modules/dm). */
export interface Paged<T> {
  data: T[];
  pagination: { page: number; per_page: number; total: number };
}

export interface DmStats {
  total_dm: number;
  transferencias_pendientes: number;
  implantes_activos: number;
  servicios_clinicos: number;
  dm_por_servicio: Array<{ servicio_clinico_id: number; nombre: string; cantidad: number }>;
}

export interface DmDevice {
  id: number;
  product_id: number;
  product_name: string;
  sku: string;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  tipo_dm: string | null;
  categorizacion_implantable: string | null;
  estado_actual: string;
  cantidad: number;
  disponible: number;
  retenido: number;
  ubicaciones: Array<{ location_id: number; code: string; cantidad: number; servicio_clinico: { id: number; nombre: string } | null }>;
}

export interface ClinicalService {
  id: number;
  nombre: string;
  codigo: string | null;
  descripcion: string | null;
  location_id: number;
  ubicacion: string;
  dispositivos: number;
}

export interface Transfer {
  id: number;
  referencia: string;
  inventory_item_id: number;
  dispositivo_nombre: string;
  sku: string;
  lot_number: string | null;
  serial_number: string | null;
  origen: { id: number; code: string };
  servicio_clinico_destino_id: number;
  servicio_destino: string;
  usuario_receptor: string;
  fecha_estimada_recepcion: string | null;
  observaciones: string | null;
  fecha_transferencia: string;
  estado: 'Pendiente' | 'Recibida' | 'Cancelada';
  fecha_recepcion: string | null;
  recibido_por: string | null;
  recibida_via: string | null;
  creado_por: string | null;
  qr_contenido: string;
}

export interface Implant {
  id: number;
  referencia: string;
  inventory_item_id: number;
  run_paciente: string;
  nombre_paciente: string;
  dispositivo_nombre: string;
  sku: string;
  lot_number: string | null;
  serial_number: string | null;
  gtin: string | null;
  udi_raw: string | null;
  servicio_clinico: string | null;
  fecha_implantacion: string;
  nombre_profesional_implante: string;
  prestacion_quirurgica: string;
  codigo_prestacion: string | null;
  observaciones: string | null;
  fecha_explantacion: string | null;
  nombre_profesional_explante: string | null;
  motivo_explante: string | null;
  observaciones_explante: string | null;
  estado_tras_explante: string | null;
  estado: 'activo' | 'explantado';
  registrado_por: string | null;
}

export interface StateRow {
  id: number;
  inventory_item_id: number;
  dispositivo_nombre: string;
  sku: string;
  lote: string | null;
  serie: string | null;
  estado_anterior: string | null;
  estado: string;
  fecha_cambio: string;
  usuario_responsable: string | null;
  observaciones: string;
  motivo_devolucion: string | null;
  motivo_cuarentena: string | null;
  metodo_destruccion: string | null;
  acta_destruccion: string | null;
}

export interface RecallSummary {
  id: number;
  numero: string;
  product_id: number;
  product_name: string;
  sku: string;
  gtin: string | null;
  lotes: string[];
  series: string[];
  todos: boolean;
  motivo: string;
  referencia: string;
  estado: 'Abierto' | 'Cerrado';
  informe_cierre: string | null;
  created_at: string;
  closed_at: string | null;
}

export interface RecallDetail extends RecallSummary {
  unidades: Array<{ id: number; ubicacion: string; lot_number: string | null; serial_number: string | null; cantidad: number; estado: string }>;
  por_ubicacion: Array<{ location_id: number; ubicacion: string; descripcion: string | null; cantidad: number; retenido: number }>;
  por_servicio: Array<{ location_id: number; ubicacion: string; servicio_clinico: string | null; cantidad: number; retenido: number }>;
  egresos: Array<{ egreso_id: number; numero: string; area_servicio: string; fecha: string; lot_number: string | null; serial_number: string | null; cantidad: number }>;
  despachos: Array<{ evento_id: number; referencia: string | null; destino: string | null; fecha: string; cantidad: number }>;
  implantes: Array<{ implante_id: number; referencia: string; run_paciente: string; nombre_paciente: string; fecha_implantacion: string; servicio_clinico: string | null; nombre_profesional_implante: string; lot_number: string | null; serial_number: string | null; estado: string }>;
  totales: { en_stock: number; en_servicios: number; egresados: number; despachados: number; implantados: number };
}
