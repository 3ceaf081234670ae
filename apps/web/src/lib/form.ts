import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts react-hook-form's `register` to MUI inputs, whose DOM input ref is `inputRef`. */
export function muiField<Name extends string>(registration: UseFormRegisterReturn<Name>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}

/** Number inputs: '' is "not given" (null) for the optional measures. */
export const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
