import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    ['admin@demo.cl', true],
    [' operador@demo.cl ', true],
    ['nombre.apellido@hospital.gob.cl', true],
    ['sin-arroba.cl', false],
    ['sin@dominio', false],
    ['con espacio@demo.cl', false],
    ['@demo.cl', false],
    ['', false],
    [`${'a'.repeat(250)}@d.cl`, false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('exports the basic pattern', () => {
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(true);
  });
});
