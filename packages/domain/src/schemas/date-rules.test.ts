import { describe, expect, it } from 'vitest';
import { dateRuleIssue, dateRuleDay, explantDateIssue, implantDateIssue } from './date-rules';

describe('date rules', () => {
  const today = '2026-12-01';
  it('reads the day of a date, a local date-time and an instant (in Santiago)', () => {
    expect(dateRuleDay('2026-12-01')).toBe('2026-12-01');
    expect(dateRuleDay('2026-12-01T23:30')).toBe('2026-12-01');
    expect(dateRuleDay('2026-12-02T02:00:00.000Z')).toBe('2026-12-01');
    expect(dateRuleDay('')).toBeNull();
    expect(dateRuleDay(null)).toBeNull();
  });

  it('refuses in Spanish naming the field', () => {
    expect(dateRuleIssue('2026-11-30', 'La fecha requerida', { notBeforeToday: true }, today)).toBe(
      'La fecha requerida no puede ser anterior a hoy',
    );
    expect(dateRuleIssue('2026-12-01', 'La fecha requerida', { notBeforeToday: true }, today)).toBeNull();
    expect(dateRuleIssue('2030-01-01T10:00', 'La fecha de recepción conforme', { notInFuture: true }, today)).toBe(
      'La fecha de recepción conforme no puede ser futura',
    );
    expect(dateRuleIssue('1800-01-01T10:00', 'La fecha de implantación', { notBeforeYear: 1900 }, today)).toBe(
      'La fecha de implantación no puede ser anterior al año 1900',
    );
    expect(dateRuleIssue('2026-12-03', 'La fecha de envío', { atMostDaysAhead: 1 }, today)).toBe(
      'La fecha de envío no puede ser más de 1 día después de hoy',
    );
    expect(dateRuleIssue('2026-12-02', 'La fecha de envío', { atMostDaysAhead: 1 }, today)).toBeNull();
    expect(
      dateRuleIssue(
        '2026-11-20',
        'La entrega estimada',
        { notBefore: { value: '2026-11-25', name: 'la fecha de envío' } },
        today,
      ),
    ).toBe('La entrega estimada no puede ser anterior a la fecha de envío');
  });

  it("an implantation is not before its unit's receipt, 1900 or tomorrow; an explant is after its implant", () => {
    expect(implantDateIssue('2026-11-20T10:00', '2026-11-21T09:00:00.000Z', today)).toBe(
      'La fecha de implantación no puede ser anterior a la recepción del dispositivo (21-11-2026)',
    );
    expect(implantDateIssue('2026-11-21T08:00', '2026-11-21', today)).toBeNull();
    expect(implantDateIssue('2026-11-20T10:00', null, today)).toBeNull();
    expect(implantDateIssue('1899-12-31T10:00', null, today)).toBe('La fecha de implantación no puede ser anterior al año 1900');
    expect(implantDateIssue('2026-12-02T10:00', '2026-11-21', today)).toBe('La fecha de implantación no puede ser futura');
    expect(explantDateIssue('2026-11-21T10:00:00.000Z', '2026-11-21T10:00:00.000Z')).toBe(
      'La fecha de explante debe ser posterior a la de implantación',
    );
    expect(explantDateIssue('2026-11-21T10:01:00.000Z', '2026-11-21T10:00:00.000Z')).toBeNull();
  });
});
