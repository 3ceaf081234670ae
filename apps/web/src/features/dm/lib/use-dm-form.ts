import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import type { DmDevice } from '../api/types';
import { DM_TOAST_MS, fieldErrors } from './dm-ui';

interface DmFormOptions<Values extends Record<string, string | boolean>, Data, Result> {
  empty: () => Values;
  /** The domain schema that judges the form (the same rules as the server). */
  schema: ZodType<Data>;
  /** What the schema reads: the text values and the chosen device. */
  toInput: (values: Values, device: DmDevice | null) => unknown;
  submit: (data: Data) => Promise<Result>;
  success: string;
  failure: string;
  onSaved: (result: Result) => void;
  /** Keeps what was typed after saving (a dialog that stays mounted and reopens as it was). */
  keepValues?: boolean;
}

/**
 * A DM dialog's device and text fields, judged by a domain schema before it is sent: field
 * messages under the inputs, a snackbar on success or failure, and a clean form after saving.
 */
export function useDmForm<Values extends Record<string, string | boolean>, Data, Result>(
  options: DmFormOptions<Values, Data, Result>,
) {
  const { enqueueSnackbar } = useSnackbar();
  const [device, setDevice] = useState<DmDevice | null>(null);
  const [values, setValues] = useState(options.empty);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** A dense full-width text field's props for `name`, with the first message of `errorKeys` (the field's own by default). */
  const field = (name: keyof Values & string, ...errorKeys: string[]) => {
    const message = (errorKeys.length ? errorKeys : [name]).map((key) => errors[key]).find(Boolean);
    return {
      fullWidth: true,
      margin: 'dense' as const,
      value: values[name] as string,
      error: !!message,
      helperText: message,
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  };

  const save = async () => {
    const checked = fieldErrors(options.schema, options.toInput(values, device));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const result = await options.submit(checked.data);
      enqueueSnackbar(options.success, { variant: 'success', autoHideDuration: DM_TOAST_MS });
      setDevice(null);
      if (!options.keepValues) setValues(options.empty());
      options.onSaved(result);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, options.failure), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
  };

  return { device, setDevice, values, setValues, errors, field, save };
}
