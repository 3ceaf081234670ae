/** Bit flags per ASCII code: which dictionary character sets contain the character. */
export const CHARSET_N = 1;
export const CHARSET_X = 2;
export const CHARSET_Y = 4;
export const CHARSET_Z = 8;

const CSET82 = '!"%&\'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const CSET39 = '#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE64URL = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

export const CHARSET_FLAGS: Uint8Array = (() => {
  const flags = new Uint8Array(128);
  for (let c = 48; c <= 57; c++) flags[c]! |= CHARSET_N;
  for (const ch of CSET82) flags[ch.charCodeAt(0)]! |= CHARSET_X;
  for (const ch of CSET39) flags[ch.charCodeAt(0)]! |= CHARSET_Y;
  for (const ch of BASE64URL) flags[ch.charCodeAt(0)]! |= CHARSET_Z;
  return flags;
})();

export const CHARSET_MASK = { N: CHARSET_N, X: CHARSET_X, Y: CHARSET_Y, Z: CHARSET_Z } as const;

export const CHARSET_LABEL = {
  N: 'dígitos',
  X: 'caracteres del conjunto GS1 de 82 caracteres',
  Y: 'caracteres del conjunto GS1 de 39 caracteres',
  Z: 'caracteres base64url',
} as const;

/** The position of the first character of `s[from, to)` outside the character set `mask`, or -1. */
export function firstOutsideCharset(s: string, from: number, to: number, mask: number): number {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || (CHARSET_FLAGS[c]! & mask) === 0) return i;
  }
  return -1;
}
