import { describe, expect, it } from 'vitest';
import {
  clinicalServiceSchema,
  explantSchema,
  implantSchema,
  implantStatus,
  isIrreversibleState,
  stateChangeEventSchema,
  stateChangeFormSchema,
  toStateChangeEvent,
} from './medical-device.schema';
import { messageAt, messagesOf } from './test-helpers';

describe('clinical service', () => {
  it('needs a name', () => {
    expect(messageAt(clinicalServiceSchema, { nombre: ' ' }, 'nombre')).toBe('El nombre del servicio es requerido');
    expect(clinicalServiceSchema.parse({ nombre: 'UCI Adultos', codigo: 'UCI' })).toEqual({
      nombre: 'UCI Adultos',
      codigo: 'UCI',
    });
  });
});

const implant = {
  inventory_item_id: 4,
  run_paciente: '12.345.678-5',
  nombre_paciente: 'Juana Pérez',
  fecha_implantacion: '2025-03-10T09:30',
  nombre_profesional_implante: 'Dr. Soto',
  prestacion_quirurgica: 'Artroplastia de cadera',
};

describe('implant', () => {
  it('normalises the RUN', () => {
    expect(implantSchema.parse(implant).run_paciente).toBe('12345678-5');
    expect(implantSchema.parse({ ...implant, run_paciente: '10000013k' }).run_paciente).toBe('10000013-K');
  });

  it.each([
    ['run_paciente', { run_paciente: '' }, 'RUN inválido'],
    ['run_paciente', { run_paciente: undefined }, 'RUN inválido'],
    ['run_paciente', { run_paciente: '12.345.678-4' }, 'RUN inválido'],
    ['run_paciente', { run_paciente: '123-4' }, 'RUN inválido'],
    ['inventory_item_id', { inventory_item_id: undefined }, 'El dispositivo médico es requerido'],
    ['nombre_paciente', { nombre_paciente: '' }, 'El nombre del paciente es requerido'],
    ['fecha_implantacion', { fecha_implantacion: '' }, 'La fecha de implantación es requerida'],
    ['fecha_implantacion', { fecha_implantacion: 'ayer' }, 'Fecha inválida'],
    ['nombre_profesional_implante', { nombre_profesional_implante: '' }, 'El profesional que implanta es requerido'],
    ['prestacion_quirurgica', { prestacion_quirurgica: '' }, 'La prestación quirúrgica es requerida'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(implantSchema, { ...implant, ...change }, path)).toBe(message);
  });

  it('accepts an optional procedure code', () => {
    expect(
      implantSchema.safeParse({ ...implant, codigo_prestacion: '2104001', fecha_implantacion: '2025-03-10T12:30:00.000Z' })
        .success,
    ).toBe(true);
  });

  it('tells the status from the explant date', () => {
    expect(implantStatus({ fecha_explantacion: null })).toBe('activo');
    expect(implantStatus({ fecha_explantacion: '2025-05-01' })).toBe('explantado');
  });
});

describe('explant', () => {
  it('requires every field', () => {
    expect(messagesOf(explantSchema, {})).toEqual({
      fecha_explantacion: ['La fecha de explante es requerida'],
      nombre_profesional_explante: ['El profesional que explanta es requerido'],
      motivo_explante: ['El motivo del explante es requerido'],
      observaciones: ['Las observaciones son requeridas'],
    });
    expect(
      explantSchema.safeParse({
        fecha_explantacion: '2025-06-01T10:00',
        nombre_profesional_explante: 'Dra. Rojas',
        motivo_explante: 'Fin de vida útil',
        observaciones: 'Sin complicaciones',
      }).success,
    ).toBe(true);
  });
});

describe('state change', () => {
  const change = {
    inventory_item_id: 4,
    estado_nuevo: 'Disponible',
    fecha_evento: '2025-03-10T09:30',
    observaciones: 'Revisado',
  };

  it('accepts a plain change', () => {
    expect(stateChangeFormSchema.safeParse(change).success).toBe(true);
  });

  it.each([
    ['observaciones', { observaciones: ' ' }, 'Las observaciones son requeridas'],
    ['estado_nuevo', { estado_nuevo: '' }, 'El nuevo estado es requerido'],
    ['fecha_evento', { fecha_evento: '' }, 'La fecha del cambio es requerida'],
    ['motivo_devolucion', { estado_nuevo: 'Devuelto a proveedor' }, 'Requerido para devoluciones'],
    ['metodo_destruccion', { estado_nuevo: 'Destruido/Eliminado' }, 'El método de destrucción es requerido'],
    [
      'acta_destruccion',
      { estado_nuevo: 'Destruido/Eliminado', metodo_destruccion: 'Autoclave' },
      'El número de acta de destrucción es requerido',
    ],
    ['motivo_cuarentena', { estado_nuevo: 'En cuarentena' }, 'El motivo de cuarentena es requerido'],
  ])('%s: %j', (path, diff, message) => {
    expect(messageAt(stateChangeFormSchema, { ...change, ...diff }, path)).toBe(message);
  });

  it('accepts a complete destruction and builds the event payload', () => {
    const form = stateChangeFormSchema.parse({
      ...change,
      estado_anterior: 'En uso',
      estado_nuevo: 'Destruido/Eliminado',
      metodo_destruccion: 'Incineración',
      acta_destruccion: 'ACTA-77',
    });
    const event = toStateChangeEvent(form);
    expect(event).toEqual({
      inventory_item_id: 4,
      tipo_evento: 'cambio_estado',
      fecha_evento: '2025-03-10T09:30',
      detalles: {
        estado_anterior: 'En uso',
        estado_nuevo: 'Destruido/Eliminado',
        observaciones: 'Revisado',
        metodo_destruccion: 'Incineración',
        acta_destruccion: 'ACTA-77',
      },
    });
    expect(stateChangeEventSchema.safeParse(event).success).toBe(true);
  });

  it('checks the nested details of the API payload', () => {
    expect(
      messageAt(
        stateChangeEventSchema,
        {
          inventory_item_id: 4,
          fecha_evento: '2025-03-10',
          detalles: { estado_nuevo: 'Devuelto a proveedor', observaciones: 'x' },
        },
        'detalles.motivo_devolucion',
      ),
    ).toBe('Requerido para devoluciones');
  });

  it('flags irreversible states', () => {
    expect(isIrreversibleState('Destruido/Eliminado')).toBe(true);
    expect(isIrreversibleState('Retirado')).toBe(true);
    expect(isIrreversibleState('En uso')).toBe(false);
    expect(isIrreversibleState(null)).toBe(false);
  });
});
