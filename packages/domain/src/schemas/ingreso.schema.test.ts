import { describe, expect, it } from 'vitest';
import {
  canCreateStorageList,
  dmLineIssues,
  INGRESO_MESSAGES,
  ingresoCreateSchema,
  ingresoFormSchema,
  ingresoLineSchema,
  ingresoUpdateSchema,
  isIngresoEditable,
  showsActivoFijo,
  simplifiedReceptionSchema,
  storageListCreateSchema,
  toSimplifiedReception,
} from './ingreso.schema';
import { messageAt, messagesOf } from './test-helpers';

const line = { product_id: 7, quantity: 10, lot_number: 'L-1', expiry_date: '2026-05-31' };
const ingreso = { order_number: 'OC-100', supplier: 'Proveedor', warehouse_id: 1, zone_id: 2, items: [line] };

describe('new ingreso', () => {
  it('accepts a valid receipt', () => {
    expect(ingresoCreateSchema.parse(ingreso)).toEqual(ingreso);
  });

  it.each([
    ['order_number', { order_number: ' ' }, 'El número de orden es requerido'],
    ['warehouse_id', { warehouse_id: '' }, 'La bodega es requerida'],
    ['zone_id', { zone_id: undefined }, 'La zona es requerida'],
    ['items', { items: [] }, 'Debe agregar al menos un producto'],
    ['items', { items: undefined }, 'Debe agregar al menos un producto'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(ingresoCreateSchema, { ...ingreso, ...change }, path)).toBe(message);
  });

  it.each([
    ['product_id', { product_id: null }, 'El producto es requerido'],
    ['quantity', { quantity: undefined }, 'La cantidad es requerida'],
    ['quantity', { quantity: Number.NaN }, 'La cantidad es requerida'],
    ['quantity', { quantity: 0 }, 'La cantidad debe ser mayor a 0'],
    ['quantity', { quantity: 1.5 }, 'La cantidad debe ser un número entero'],
    ['expiry_date', { expiry_date: '' }, 'La fecha de vencimiento es requerida'],
    ['expiry_date', { expiry_date: undefined }, 'La fecha de vencimiento es requerida'],
    ['expiry_date', { expiry_date: '2026-02-30' }, 'Fecha inválida'],
    ['serial_number', { quantity: 2, serial_number: 'SN-1' }, 'El número de serie solo se puede indicar cuando la cantidad es 1'],
  ])('line %s: %j', (path, change, message) => {
    expect(messageAt(ingresoCreateSchema, { ...ingreso, items: [{ ...line, ...change }] }, `items.0.${path}`)).toBe(message);
  });

  it('says every line needs product id and quantity', () => {
    const messages = messagesOf(ingresoCreateSchema, { ...ingreso, items: [line, { expiry_date: '2026-01-01' }] });
    expect(messages.items).toEqual(['Todos los productos deben tener ID y cantidad']);
    expect(messages['items.1.product_id']).toEqual(['El producto es requerido']);
    expect(messages['items.1.quantity']).toEqual(['La cantidad es requerida']);
  });

  it('takes one serial per unit: a line of quantity 3 carries 3 serials, none repeated; a serialised product must give them', () => {
    const three = { ...line, quantity: 3, serial_numbers: ['S-1', 'S-2', 'S-3'] };
    expect(ingresoLineSchema.safeParse(three).success).toBe(true);
    expect(
      messageAt(
        ingresoCreateSchema,
        { ...ingreso, items: [{ ...three, serial_numbers: ['S-1', 'S-2'] }] },
        'items.0.serial_numbers',
      ),
    ).toBe('Indique un número de serie por unidad: 2 series para 3 unidades');
    expect(
      messageAt(
        ingresoCreateSchema,
        { ...ingreso, items: [{ ...three, serial_numbers: ['S-1', 'S-2', 'S-1'] }] },
        'items.0.serial_numbers.2',
      ),
    ).toBe('El número de serie S-1 está repetido en esta línea');
    expect(
      messageAt(
        ingresoCreateSchema,
        { ...ingreso, items: [{ ...line, quantity: 3, requiere_serie: true }] },
        'items.0.serial_numbers',
      ),
    ).toBe('Este producto requiere un número de serie por unidad: faltan 3 de 3');
    expect(
      messageAt(
        ingresoCreateSchema,
        { ...ingreso, items: [{ ...line, quantity: 1, requiere_serie: true }] },
        'items.0.serial_number',
      ),
    ).toBe('Este producto requiere un número de serie por unidad: faltan 1 de 1');
    // A product that does not require serials keeps the rule 'serial only when the quantity is 1'.
    expect(ingresoLineSchema.safeParse({ ...line, quantity: 4 }).success).toBe(true);
  });

  it('allows a serial when the quantity is 1', () => {
    expect(ingresoLineSchema.safeParse({ ...line, quantity: 1, serial_number: 'SN-1' }).success).toBe(true);
  });

  it('refuses unknown fields on the payload and the lines', () => {
    expect(messagesOf(ingresoCreateSchema, { ...ingreso, status: 'Completado' })['']).toBeDefined();
    expect(messagesOf(ingresoCreateSchema, { ...ingreso, items: [{ ...line, price: 3 }] })['items.0']).toBeDefined();
  });
});

describe('priority medical-device lines', () => {
  const dm = { ...line, es_dm_priorizado: true, requiere_registro_sanitario: true, tipo_dm: 'Implantable' };

  it('requires acquisition form, conformity date and health registry', () => {
    expect(messagesOf(ingresoLineSchema, dm)).toEqual({
      forma_adquisicion: ['Forma de adquisición es requerida para DM'],
      fecha_recepcion_conforme: ['Fecha de recepción conforme es requerida para DM'],
      numero_registro_sanitario: ['Número de registro sanitario es requerido para este DM'],
    });
  });

  it('requires the health registry only when the product requires it', () => {
    const complete = { ...dm, forma_adquisicion: 'CENABAST', fecha_recepcion_conforme: '2025-03-10T14:30' };
    expect(messagesOf(ingresoLineSchema, complete)).toEqual({
      numero_registro_sanitario: ['Número de registro sanitario es requerido para este DM'],
    });
    expect(ingresoLineSchema.safeParse({ ...complete, requiere_registro_sanitario: false }).success).toBe(true);
    expect(ingresoLineSchema.safeParse({ ...complete, numero_registro_sanitario: 'RS-123' }).success).toBe(true);
  });

  it('a line that is not a priority DM needs none of it', () => {
    expect(ingresoLineSchema.safeParse({ ...line, es_dm_priorizado: false }).success).toBe(true);
  });

  it('refuses an unknown acquisition form', () => {
    expect(messageAt(ingresoLineSchema, { ...line, forma_adquisicion: 'Regalo' }, 'forma_adquisicion')).toBe(
      'Forma de adquisición es requerida para DM',
    );
  });

  it('lets the server apply the rules with flags from the database', () => {
    expect(dmLineIssues({ forma_adquisicion: 'Donación' }, { es_dm_priorizado: true })).toEqual([
      { path: 'fecha_recepcion_conforme', message: 'Fecha de recepción conforme es requerida para DM' },
    ]);
    expect(
      dmLineIssues(
        { forma_adquisicion: 'Donación', fecha_recepcion_conforme: '2026-11-20T10:00' },
        { es_dm_priorizado: true, requiere_registro_sanitario: true },
      ),
    ).toEqual([{ path: 'numero_registro_sanitario', message: 'Número de registro sanitario es requerido para este DM' }]);
    // A health registry on a product that is not a priority DM: its lines have no DM fields to fill.
    expect(dmLineIssues({}, { es_dm_priorizado: false, requiere_registro_sanitario: true })).toEqual([]);
    expect(dmLineIssues({}, {})).toEqual([]);
  });

  it('offers a storage list for a pending receipt without one, or whose list was cancelled', () => {
    expect(canCreateStorageList({ status: 'Pendiente', storage_list: null })).toBe(true);
    expect(canCreateStorageList({ status: 'Pendiente', storage_list: { status: 'cancelled' } })).toBe(true);
    expect(canCreateStorageList({ status: 'Pendiente', storage_list: { status: 'pending' } })).toBe(false);
    expect(canCreateStorageList({ status: 'Completado', storage_list: null })).toBe(false);
  });

  it('shows the fixed-asset number only for critical medical equipment', () => {
    expect(showsActivoFijo({ tipo_dm: 'Equipo Médico Crítico' })).toBe(true);
    expect(showsActivoFijo({ tipo_dm: 'Implantable' })).toBe(false);
  });
});

describe('ingreso form and simplified reception', () => {
  it('is simplified by default and maps to the simplified payload', () => {
    const form = ingresoFormSchema.parse(ingreso);
    expect(form.simplified).toBe(true);
    const payload = toSimplifiedReception(form);
    expect(payload).toEqual({
      reference: 'OC-100',
      supplier: 'Proveedor',
      notes: undefined,
      warehouse_id: 1,
      zone_id: 2,
      details: [line],
    });
    expect(simplifiedReceptionSchema.safeParse(payload).success).toBe(true);
  });

  it('simplified reception needs a reference and details', () => {
    expect(messageAt(simplifiedReceptionSchema, { reference: '', details: [line] }, 'reference')).toBe(
      'El número de orden es requerido',
    );
    expect(messageAt(simplifiedReceptionSchema, { reference: 'R', details: [] }, 'details')).toBe(
      'Debe agregar al menos un producto',
    );
  });
});

describe('edit ingreso', () => {
  const update = { reference: 'OC-100', status: 'Pendiente', details: [{ ...line, status: 'pending' }] };

  it('accepts an update and defaults line status to pending', () => {
    expect(ingresoUpdateSchema.parse({ ...update, details: [line] }).details[0]?.status).toBe('pending');
  });

  it.each([
    ['reference', { reference: '' }, 'El número de orden es requerido'],
    ['status', { status: undefined }, 'El estado es requerido'],
    ['status', { status: 'Borrador' }, 'El estado es requerido'],
    ['details.0.expiry_date', { details: [{ ...line, expiry_date: '' }] }, 'La fecha de vencimiento es requerida'],
    ['details.0.quantity', { details: [{ ...line, quantity: 0 }] }, 'La cantidad debe ser mayor a 0'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(ingresoUpdateSchema, { ...update, ...change }, path)).toBe(message);
  });

  it('refuses a read-only creation date', () => {
    expect(messagesOf(ingresoUpdateSchema, { ...update, created_at: '2025-01-01' })['']).toBeDefined();
  });

  it('only Pendiente ingresos are editable', () => {
    expect(isIngresoEditable('Pendiente')).toBe(true);
    expect(isIngresoEditable('Completado')).toBe(false);
    expect(isIngresoEditable(undefined)).toBe(false);
    expect(INGRESO_MESSAGES.onlyPendingStorageList).toBe(
      'Solo se pueden crear listas de almacenamiento para ingresos pendientes',
    );
    expect(INGRESO_MESSAGES.zoneWithoutCapacity).toBe('La zona seleccionada no tiene capacidad suficiente para este ingreso');
    expect(INGRESO_MESSAGES.storageListCreated('AL-7')).toBe('Lista de almacenamiento AL-7 creada exitosamente');
  });
});

describe('storage list creation', () => {
  it('defaults to abc_optimized without piece-by-piece', () => {
    expect(storageListCreateSchema.parse({ transaction_id: 4 })).toEqual({
      transaction_id: 4,
      storage_strategy: 'abc_optimized',
      piece_by_piece_enabled: false,
    });
    expect(messageAt(storageListCreateSchema, {}, 'transaction_id')).toBe('La transacción es requerida');
  });
});

describe('expiry dates', () => {
  it('keeps the calendar day of a date-time', () => {
    expect(ingresoLineSchema.parse({ ...line, expiry_date: '2026-05-31T00:00:00.000Z' }).expiry_date).toBe('2026-05-31');
  });
});
