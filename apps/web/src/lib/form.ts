import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts react-hook-form's `register` to MUI inputs, whose DOM input ref is `inputRef`. */
export function muiField<Name extends string>(registration: UseFormRegisterReturn<Name>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
