import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form judged by one of the domain's zod schemas. The form holds its own
 * `Values` (what the inputs hold: text, null for "not chosen"); zod parses any input, so the
 * resolver takes those values and hands `handleSubmit` the schema's parsed output, the payload
 * the API takes. `toInput` first reshapes the values when the form keeps UI-only fields.
 *
 * This is the one place that adapts @hookform/resolvers' input type; forms need no cast.
 */
export function formResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown = (values) => values,
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema as z.ZodType<z.output<Schema>, FieldValues>) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<Schema>
  >;
  return (values, context, options) =>
    resolve(toInput(values) as FieldValues, context, options as unknown as Parameters<typeof resolve>[2]) as ReturnType<
      Resolver<Values, unknown, z.output<Schema>>
    >;
}
