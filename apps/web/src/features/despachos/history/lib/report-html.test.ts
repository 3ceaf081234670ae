import { describe, expect, it } from 'vitest';
import type { Dispatch } from '../api/types';
import { dispatchReportHtml } from './report-html';
import { filtersQuery, readListParams, writeListParams } from './list-params';

const dispatch: Dispatch = {
  id: 7,
  reference: 'DSP-000007',
  destination: 'Pabellón <2>',
  dispatch_date: '2026-11-20',
  source_location_id: 3,
  source_location: { id: 3, code: 'A-01', description: 'Estante A' },
  notes: 'Entregar en "recepción"',
  status: 'Completado',
  editable: false,
  selection_method: 'fefo',
  user: { id: 1, username: 'admin' },
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T13:00:00.000Z',
  completed_at: '2026-11-20T13:00:00.000Z',
  completed_by: { id: 1, username: 'admin' },
  items_count: 1,
  total_quantity: 5,
  items: [
    { id: 11, product_id: 4, product: { id: 4, sku: 'JER-10', name: 'Jeringa 10 ml' }, quantity: 5, available_quantity: 0 },
  ],
  issues: [
    {
      id: 1,
      item_id: 11,
      product_id: 4,
      product: { id: 4, sku: 'JER-10', name: 'Jeringa 10 ml' },
      location: { id: 3, code: 'A-01', description: null },
      lot_number: 'L1',
      serial_number: null,
      expiry_date: '2027-01-31',
      quantity: 3,
    },
    {
      id: 2,
      item_id: 11,
      product_id: 4,
      product: { id: 4, sku: 'JER-10', name: 'Jeringa 10 ml' },
      location: { id: 3, code: 'A-01', description: null },
      lot_number: 'L2',
      serial_number: null,
      expiry_date: '2027-05-31',
      quantity: 2,
    },
  ],
};

describe('dispatch report', () => {
  it('prints the header, each line with the lots that left, and escapes text', () => {
    const html = dispatchReportHtml(dispatch, new Date('2026-11-21T15:00:00Z'));
    expect(html).toContain('<title>Orden de Despacho DSP-000007</title>');
    expect(html).toContain('Pabellón &#60;2&#62;');
    expect(html).not.toContain('Pabellón <2>');
    expect(html).toContain('20-11-2026');
    expect(html).toContain('A-01 — Estante A');
    expect(html).toContain('FEFO (primero en vencer)');
    expect(html).toContain('Lote L1 · Serie — · Vence 31-01-2027 · 3 u. desde A-01');
    expect(html).toContain('Lote L2');
    expect(html).toContain('Recibido por (Pabellón &#60;2&#62;)');
    expect(html).not.toContain('los lotes se asignan al completarlo');
  });

  it('says a pending dispatch has no lots yet', () => {
    const html = dispatchReportHtml({
      ...dispatch,
      status: 'Pendiente',
      editable: true,
      completed_at: null,
      completed_by: null,
      issues: [],
    });
    expect(html).toContain('los lotes se asignan al completarlo');
    expect(html).not.toContain('Lote L1');
  });
});

describe('history list params', () => {
  it('keeps its state under hist_* and sends the server names, 10 per page', () => {
    const written = writeListParams(new URLSearchParams('tab=docks'), {
      status: 'Pendiente',
      dateFrom: '2026-01-01',
      search: ' uci ',
    });
    expect(written.toString()).toBe('tab=docks&hist_estado=Pendiente&hist_desde=2026-01-01&hist_q=uci');
    const read = readListParams(new URLSearchParams('hist_estado=Enviado&hist_hasta=2026-13&hist_pagina=3'));
    expect(read).toEqual({ status: '', dateFrom: '', dateTo: '', search: '', page: 3 });
    expect(filtersQuery({ ...read, status: 'Completado', dateTo: '2026-02-01' }, true).toString()).toBe(
      'status=Completado&dateTo=2026-02-01&page=3&per_page=10',
    );
  });
});
