import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** Adapts react-hook-form's `register` to MUI inputs, whose DOM input ref is `inputRef`. */
export function muiField<Name extends string>(registration: UseFormRegisterReturn<Name>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}

/** Number inputs: '' is "not given" (null) for the optional measures. */
export const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

type FieldForm<Values extends FieldValues> = Pick<UseFormReturn<Values, never, never>, 'register' | 'formState'>;

interface FieldOptions<Values extends FieldValues, Name extends Path<Values>> {
  /** register's options (e.g. `valueAsNumber`). */
  register?: RegisterOptions<Values, Name>;
  /** The helper text while the field has no error. */
  hint?: string;
}

/**
 * A registered MUI text field: its name, handlers and input ref, with the field's error
 * message (or `hint`) as helper text. Spread it first: `<TextField {...fieldProps(form, 'name')} label=… />`.
 */
export function fieldProps<Values extends FieldValues, Name extends Path<Values>>(
  form: FieldForm<Values>,
  name: Name,
  options: FieldOptions<Values, Name> = {},
) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return {
    ...muiField(form.register(name, options.register)),
    error: Boolean(error),
    helperText: error?.message ?? options.hint,
  };
}

/** What a list of lines as a whole lacks (e.g. 'at least one product'): its root's message, else its own. */
export function listErrorOf(error: { message?: string; root?: { message?: string } } | undefined): string | undefined {
  return error?.root?.message ?? error?.message;
}
