import type { StateChangeEvent } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { createClinicalService } from '../../modules/dm/manage-clinical-services';
import { ensureDevices } from '../../modules/dm/devices.repository';
import { createImplant, explantImplant } from '../../modules/dm/manage-implants';
import { closeRecall, resolveRecallUnit } from '../../modules/dm/resolve-recall';
import { createRecall } from '../../modules/dm/open-recall';
import { changeDeviceState } from '../../modules/dm/track-device-states';
import { createTransfer, receiveTransfer } from '../../modules/dm/manage-transfers';

const daysAgo = (days: number, hour = 10) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour + 3, 0, 0, 0);
  return date.toISOString();
};

/**
 * Demo medical-device traceability: clinical services, transfers received and
 * pending, implants active and explanted, state changes, a closed and an open recall. Written
 * through the DM services themselves, so the demo obeys the same rules as the API (ledger events,
 * holds, states).
 */
export async function seedDemoDevices(deps: Deps, adminUserId: number): Promise<void> {
  const db = deps.db.kysely;
  const qrKey = 'seed-only-key-never-used-for-printed-codes';

  const pabellon = await createClinicalService(db, {
    nombre: 'Pabellón Central',
    codigo: 'PAB',
    descripcion: 'Quirófanos del edificio principal',
  });
  const hemodinamia = await createClinicalService(db, {
    nombre: 'Hemodinamia',
    codigo: 'HEMO',
    descripcion: 'Laboratorio de cateterismo',
  });
  const trauma = await createClinicalService(db, {
    nombre: 'Traumatología',
    codigo: 'TRAUMA',
    descripcion: 'Pabellón de traumatología y ortopedia',
  });
  await createClinicalService(db, { nombre: 'Unidad de Cuidados Intensivos', codigo: 'UCI', descripcion: null });

  await ensureDevices(db);
  const devices = await db
    .selectFrom('dm_devices as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .select(['d.id', 'd.product_id', 'd.lot_number', 'd.serial_number', 'p.categorizacion_implantable'])
    .where('p.tipo_dm', '=', 'Implantable')
    .where('d.serial_number', '<>', '')
    .orderBy('d.product_id')
    .orderBy('d.serial_number')
    .execute();
  const byCategory = (category: string) => devices.filter((d) => d.categorizacion_implantable === category);
  const cardio = byCategory('Cardiológico');
  const traumato = byCategory('Traumatológico');
  const oftalmo = byCategory('Oftalmológico');
  if (cardio.length < 6 || traumato.length < 4 || oftalmo.length < 2) return;

  // Transfers: two received (custody at the service), two pending.
  const transfer = async (
    device: { id: number },
    service: { id: number },
    receptor: string,
    observaciones: string | null,
    received?: { daysAgo: number } | { expected: string },
  ) => {
    const created = await createTransfer(
      deps,
      qrKey,
      {
        inventory_item_id: device.id,
        servicio_clinico_destino_id: service.id,
        usuario_receptor: receptor,
        fecha_estimada_recepcion: received && 'expected' in received ? received.expected : null,
        observaciones,
      },
      adminUserId,
    );
    if (received && 'daysAgo' in received) await receiveTransfer(deps, qrKey, created.id, daysAgo(received.daysAgo), adminUserId);
  };
  await transfer(cardio[0]!, hemodinamia, 'Enf. Carolina Soto', 'Cirugía programada', { daysAgo: 6 });
  await transfer(traumato[0]!, trauma, 'TENS Jorge Rojas', null, { daysAgo: 4 });
  await transfer(cardio[4]!, pabellon, 'Enf. Paula Muñoz', 'Stock de respaldo en pabellón', { daysAgo: 2 });
  await transfer(traumato[2]!, trauma, 'TENS Jorge Rojas', null, { daysAgo: 2 });
  await transfer(cardio[1]!, pabellon, 'Enf. Paula Muñoz', 'Reserva para mañana', { expected: daysAgo(-1).slice(0, 10) });
  await transfer(oftalmo[0]!, pabellon, 'Enf. Paula Muñoz', null);

  // Implants: from a service's custody and from the warehouse; one later explanted.
  const implant = (device: { id: number }, run: string, nombre: string, days: number, profesional: string, prestacion: string) =>
    createImplant(
      deps,
      {
        inventory_item_id: device.id,
        run_paciente: run,
        nombre_paciente: nombre,
        fecha_implantacion: daysAgo(days),
        nombre_profesional_implante: profesional,
        prestacion_quirurgica: prestacion,
        codigo_prestacion: null,
        observaciones: null,
        udi_raw: null,
      },
      adminUserId,
    );
  await implant(cardio[0]!, '12345678-5', 'María González Pérez', 5, 'Dr. Andrés Fuentes', 'Implante de marcapasos bicameral');
  await implant(traumato[0]!, '7654321-6', 'Juan Soto Araya', 3, 'Dra. Camila Reyes', 'Artroplastía total de cadera');
  const explanted = await implant(
    cardio[2]!,
    '11111111-1',
    'Rosa Medina Lagos',
    40,
    'Dr. Andrés Fuentes',
    'Implante de marcapasos unicameral',
  );
  await explantImplant(
    deps,
    explanted.id,
    {
      fecha_explantacion: daysAgo(2),
      nombre_profesional_explante: 'Dr. Andrés Fuentes',
      motivo_explante: 'Complicación',
      observaciones: 'Infección del bolsillo',
      estado_dispositivo: 'En cuarentena',
      ubicacion_id: null,
    },
    adminUserId,
  );

  // States: a unit checked and released, one destroyed.
  const changeState = (device: { id: number }, days: number, detalles: StateChangeEvent['detalles']) =>
    changeDeviceState(
      deps,
      { inventory_item_id: device.id, tipo_evento: 'cambio_estado', fecha_evento: daysAgo(days), detalles },
      adminUserId,
    );
  await changeState(cardio[3]!, 10, {
    estado_nuevo: 'En cuarentena',
    observaciones: 'Empaque con humedad',
    motivo_cuarentena: 'Empaque con humedad',
  });
  await changeState(cardio[3]!, 8, { estado_nuevo: 'Disponible', observaciones: 'Esterilidad verificada por el proveedor' });
  await changeState(traumato[1]!, 1, {
    estado_nuevo: 'Destruido/Eliminado',
    observaciones: 'Caída en pabellón',
    metodo_destruccion: 'Disposición por empresa autorizada',
    acta_destruccion: 'ACTA-2026-014',
  });

  // Recalls: one closed (units resolved), one open on a lot with units in stock, issued and implanted.
  const closed = await createRecall(
    deps,
    {
      product_id: oftalmo[1]!.product_id,
      gtin: null,
      lotes: [],
      series: [oftalmo[1]!.serial_number],
      todos: false,
      motivo: 'Etiqueta con fecha de vencimiento errónea',
      referencia: 'ISP-AS-2026-031',
    },
    adminUserId,
  );
  for (const unit of closed.unidades)
    await resolveRecallUnit(
      deps,
      closed.id,
      unit.id,
      { accion: 'devuelto_proveedor', observaciones: 'Retirado por el proveedor' },
      adminUserId,
    );
  await closeRecall(
    deps,
    closed.id,
    'Proveedor retiró las unidades afectadas y repuso stock con etiqueta corregida.',
    adminUserId,
  );
  const openLot = traumato[0]!.lot_number;
  await createRecall(
    deps,
    {
      product_id: traumato[0]!.product_id,
      gtin: null,
      lotes: [openLot],
      series: [],
      todos: false,
      motivo: 'Posible falla de recubrimiento del vástago',
      referencia: 'FSCA-2026-07',
    },
    adminUserId,
  );
}
