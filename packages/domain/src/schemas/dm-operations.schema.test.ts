import { describe, expect, it } from 'vitest';
import {
  closeRecallSchema,
  isRecallUnitFinal,
  RECALL_UNIT_NEXT,
  recallSchema,
  recallUnitActionSchema,
  transferQrSignature,
  transferQrSignedText,
} from './dm-operations.schema';

describe('transfer QR signature', () => {
  it('reads the signature of a signed content and nothing else', () => {
    const signature = 'a'.repeat(43);
    expect(transferQrSignature(JSON.stringify({ type: 'transferencia_dm', id: 1, timestamp: 't', signature }))).toBe(signature);
    expect(transferQrSignature(JSON.stringify({ type: 'transferencia_dm', id: 1, timestamp: 't' }))).toBeNull();
    expect(transferQrSignature(JSON.stringify({ signature: 'corta' }))).toBeNull();
    expect(transferQrSignature('no es json')).toBeNull();
    expect(transferQrSignature('null')).toBeNull();
  });

  it('signs id and timestamp in a fixed order', () => {
    expect(transferQrSignedText({ id: 15, timestamp: '2026-11-25T10:00:00.000Z' })).toBe(
      'transferencia_dm|15|2026-11-25T10:00:00.000Z',
    );
  });
});

describe('recallSchema', () => {
  const base = { motivo: 'Falla de sellado', referencia: 'FSCA-1' };
  it('needs a product or GTIN and a scope', () => {
    const none = recallSchema.safeParse({ ...base, lotes: ['L1'] });
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((i) => i.message)).toContain('El producto o GTIN es requerido');
    const noScope = recallSchema.safeParse({ ...base, product_id: 3 });
    expect(noScope.error?.issues.map((i) => i.message)).toContain('Indique lotes o series, o marque todos');
    expect(recallSchema.safeParse({ ...base, product_id: 3, todos: true }).success).toBe(true);
    expect(recallSchema.parse({ ...base, gtin: '07891234567895', series: ['S1'] })).toMatchObject({
      lotes: [],
      series: ['S1'],
      todos: false,
    });
    expect(recallSchema.safeParse({ ...base, gtin: '12AB', todos: true }).success).toBe(false);
    expect(
      recallSchema.safeParse({ product_id: 3, todos: true, motivo: '', referencia: '' }).error?.issues.map((i) => i.message),
    ).toEqual(expect.arrayContaining(['El motivo es requerido', 'La referencia es requerida']));
  });

  it('takes one of the unit actions and a closing report', () => {
    expect(recallUnitActionSchema.safeParse({ accion: 'destruido' }).success).toBe(true);
    expect(recallUnitActionSchema.safeParse({ accion: 'vendido' }).error?.issues[0]?.message).toBe('La acción es requerida');
    expect(closeRecallSchema.safeParse({ informe_cierre: ' ' }).error?.issues[0]?.message).toBe(
      'El informe de cierre es requerido',
    );
  });
});

describe('recall unit outcomes', () => {
  it('retrieved is a step; returned, destroyed and released are ends', () => {
    expect(RECALL_UNIT_NEXT.retenido).toEqual(['recuperado', 'devuelto_proveedor', 'destruido', 'liberado']);
    expect(RECALL_UNIT_NEXT.recuperado).toEqual(['devuelto_proveedor', 'destruido', 'liberado']);
    expect(['retenido', 'recuperado'].map(isRecallUnitFinal)).toEqual([false, false]);
    expect(['devuelto_proveedor', 'destruido', 'liberado'].map(isRecallUnitFinal)).toEqual([true, true, true]);
    expect(isRecallUnitFinal('otro')).toBe(false);
  });
  it('a unit action takes an optional warehouse location id', () => {
    expect(recallUnitActionSchema.safeParse({ accion: 'recuperado', ubicacion_id: 4 }).success).toBe(true);
    expect(recallUnitActionSchema.safeParse({ accion: 'recuperado', ubicacion_id: 0 }).error?.issues[0]?.message).toBe(
      'La ubicación no es válida',
    );
    expect(recallUnitActionSchema.safeParse({ accion: 'perdido' }).error?.issues[0]?.message).toBe('La acción es requerida');
  });
});
