export const CM3_PER_M3 = 1_000_000;

/** Location volume in cm³ = width × length × height (Location); 0 if a side is missing. */
export function volumeCm3(
  width: number | null | undefined,
  length: number | null | undefined,
  height: number | null | undefined,
): number {
  if (!width || !length || !height || width <= 0 || length <= 0 || height <= 0) return 0;
  return width * length * height;
}

export function cm3ToM3(cm3: number): number {
  return cm3 / CM3_PER_M3;
}
