import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRun, formatRunWithDots, isValidRun, RUN_MESSAGES, runCheckDigit } from './run';

describe('runCheckDigit (mod 11)', () => {
  it.each([
    ['12345678', '5'],
    ['11111111', '1'],
    ['7654321', '6'],
    ['10000013', 'K'],
    ['10000004', '0'],
    [76086428, '5'],
  ] as const)('%s → %s', (body, digit) => {
    expect(runCheckDigit(body)).toBe(digit);
  });
});

describe('isValidRun', () => {
  it.each([
    ['12345678-5', true],
    ['12.345.678-5', true],
    ['123456785', true],
    ['7.654.321-6', true],
    ['10.000.013-K', true],
    ['10000013-k', true],
    [' 12345678-5 ', true],
    ['12345678-4', false],
    ['10000013-0', false],
    ['1234567', false],
    ['123456-0', false],
    ['1234567890', false],
    ['12345678-X', false],
    ['abcdefgh-1', false],
    ['', false],
    [null, false],
    [12345678, false],
  ])('%s → %s', (run, valid) => {
    expect(isValidRun(run)).toBe(valid);
  });

  it('accepts every body with its own check digit and rejects every other digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (body) => {
        const digit = runCheckDigit(body);
        const wrong = digit === '1' ? '2' : '1';
        return isValidRun(`${body}-${digit}`) && !isValidRun(`${body}-${wrong}`);
      }),
    );
  });

  it('has the spec message', () => {
    expect(RUN_MESSAGES.invalid).toBe('RUN inválido');
  });
});

describe('formatRun', () => {
  it.each([
    ['12.345.678-k', '12345678-K'],
    ['12345678k', '12345678-K'],
    ['7.654.321-6', '7654321-6'],
    [' 12345678-5 ', '12345678-5'],
    ['no es un run', 'no es un run'],
  ])('%s → %s', (input, output) => {
    expect(formatRun(input)).toBe(output);
  });

  it('formats with dots for display', () => {
    expect(formatRunWithDots('123456785')).toBe('12.345.678-5');
    expect(formatRunWithDots('7654321-6')).toBe('7.654.321-6');
    expect(formatRunWithDots('basura')).toBe('basura');
  });
});
