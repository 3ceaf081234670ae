import { useSnackbar } from 'notistack';
import { useEffect, useLayoutEffect, useRef, useState, type FormEventHandler } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from './api-client';
import { applyServerFieldErrors, fieldsOf, type ServerFieldMap } from './server-errors';

/** Toast durations of a form's success and failure (the spec gives them per screen). */
export type ToastDurations = number | { success: number; error: number };

export interface FormDialogOptions<Values extends FieldValues, Output, Result> {
  /** The dialog is showing; each opening starts from `defaultValues` and no refusal. */
  open: boolean;
  onClose: () => void;
  /** The form's values on opening (recomputed for each opening of `subject`). */
  defaultValues: Values;
  /** What the dialog is about (the row edited, or null): a new subject resets the form. */
  subject?: unknown;
  /** Usually `formResolver(schema)`: judges the values and yields the payload. */
  resolver: Resolver<Values, unknown, Output>;
  mode?: Mode;
  /** The write: gets the parsed payload (and the raw values). */
  submit: (payload: Output, values: Values) => Promise<Result>;
  /** Success toast text; null for none. */
  success: string | null | ((result: Result) => string | null);
  /** The refusal's text, shown in the dialog and as the error toast. */
  failure: (error: unknown) => string;
  /** How long the toasts stay (default: the toast provider's). */
  toastMs?: ToastDurations;
  /**
   * The submit stays enabled while the form is invalid; the schema's messages show under the
   * fields on submit (long forms such as a receipt, whose rows say what they lack).
   */
  submitWhileInvalid?: boolean;
  /**
   * What the submit waits for besides the values (the subject chosen or loaded, a scan done);
   * while it is false, `missing` says what the schema still asks for.
   */
  ready?: boolean;
  /**
   * Said where a refusal shows when the submit is tried while the values are invalid (with
   * `submitWhileInvalid`), besides the schema's messages under their fields.
   */
  invalidText?: string;
  /** Where the refusal shows besides the field messages: on top of the form, as a toast, or both (default). */
  failureIn?: 'banner' | 'toast' | 'both';
  /** Where the server's `fields` land (default: the fields the form's values name). */
  mapField?: ServerFieldMap;
  /** Server error codes that belong to one field, which then carries the refusal's text. */
  fieldOfCode?: Partial<Record<string, Path<Values>>>;
  /** After a refusal, once the server's field messages are in place (e.g. a one-field form puts the refusal under it). */
  onFailure?: (error: unknown, form: UseFormReturn<Values, unknown, Output>) => void;
  /** After a success, before the dialog closes. */
  onSuccess?: (result: Result, payload: Output) => void;
  /** Keep the dialog open after a success (e.g. 'Guardar y nuevo'). */
  stayOpen?: boolean;
}

export interface FormDialogState<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The server's refusal of the last submit, shown on top of the form until it is closed. */
  failure: string | null;
  /** What the schema still asks for while the submit is disabled (its messages not yet shown under a field). */
  missing: string[];
  submitting: boolean;
  canSubmit: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  close: () => void;
}

function durations(toastMs: ToastDurations | undefined) {
  return typeof toastMs === 'object' ? toastMs : { success: toastMs, error: toastMs };
}

/** The messages of a resolver's errors, depth first, without repeats. */
export function errorMessages(errors: unknown, out: string[] = []): string[] {
  if (!errors || typeof errors !== 'object') return out;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message && !out.includes(message)) out.push(message);
  for (const [key, child] of Object.entries(errors)) {
    if (key !== 'message' && key !== 'ref' && key !== 'type' && key !== 'types') errorMessages(child, out);
  }
  return out;
}

/**
 * The submit lifecycle every form dialog shares: a react-hook-form form judged by the domain's
 * schema, reset on each opening; on submit it calls the write, shows the success toast and
 * closes; on a refusal it puts the server's field messages under their fields, keeps the
 * refusal on top of the form and shows it as an error toast. `missing` says what a disabled
 * submit waits for. Pair it with `<FormDialog dialog={…}>` from components/form-dialog.
 */
export function useFormDialog<Values extends FieldValues, Output = Values, Result = unknown>(
  options: FormDialogOptions<Values, Output, Result>,
): FormDialogState<Values, Output> {
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    mode: options.mode ?? 'onChange',
    resolver: options.resolver,
    defaultValues: options.defaultValues as DefaultValues<Values>,
  });
  // The values of the latest render, for the reset on opening (which must not run on every render).
  const defaults = useRef(options.defaultValues);
  useLayoutEffect(() => {
    defaults.current = options.defaultValues;
  });
  const { open, subject } = options;
  const { reset, handleSubmit, setError } = form;

  useEffect(() => {
    if (open) reset(defaults.current);
  }, [open, subject, reset]);

  // The refusal shown belongs to one opening of the dialog.
  const close = () => {
    setFailure(null);
    options.onClose();
  };

  const run = async (payload: Output, values: Values) => {
    const current = options;
    const toast = durations(current.toastMs);
    setFailure(null);
    let result: Result;
    try {
      result = await current.submit(payload, values);
    } catch (error) {
      const message = current.failure(error);
      applyServerFieldErrors(error, setError, current.mapField ?? fieldsOf(values));
      const field = error instanceof ApiError ? current.fieldOfCode?.[error.code] : undefined;
      if (field) setError(field, { message });
      current.onFailure?.(error, form);
      const shownIn = current.failureIn ?? 'both';
      if (shownIn !== 'toast') setFailure(message);
      if (shownIn !== 'banner') enqueueSnackbar(message, { variant: 'error', autoHideDuration: toast.error });
      return;
    }
    const text = typeof current.success === 'function' ? current.success(result) : current.success;
    if (text) enqueueSnackbar(text, { variant: 'success', autoHideDuration: toast.success });
    current.onSuccess?.(result, payload);
    if (current.stayOpen) setFailure(null);
    else close();
  };

  const { isValid, isSubmitting, errors } = form.formState;
  // Messages already shown under their fields are not repeated next to the submit.
  const shown = errorMessages(errors).join('\n');
  const free = options.submitWhileInvalid === true;
  const ready = options.ready ?? true;
  const missing = useMissing(form, isValid || (free && ready), shown);
  // handleSubmit hands the resolver's output; the raw values are read at the same moment.
  const onSubmit = handleSubmit(
    (payload) => run(payload, form.getValues()),
    () => {
      const text = options.invalidText;
      if (!text) return;
      const shownIn = options.failureIn ?? 'both';
      if (shownIn !== 'toast') setFailure(text);
      if (shownIn !== 'banner') enqueueSnackbar(text, { variant: 'error', autoHideDuration: durations(options.toastMs).error });
    },
  );

  return {
    form,
    failure,
    missing,
    submitting: isSubmitting,
    canSubmit: (isValid || free) && ready && !isSubmitting,
    onSubmit,
    close,
  };
}

/** Runs the resolver over the current values while the form is invalid, for `missing`. */
function useMissing<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  isValid: boolean,
  shown: string,
): string[] {
  const values = useWatch({ control: form.control });
  const [missing, setMissing] = useState<string[]>([]);
  useEffect(() => {
    const keep = (next: string[]) => setMissing((current) => (sameList(current, next) ? current : next));
    // The resolver is rebuilt on every render; the latest one is read when the values change.
    const resolver = form.control._options.resolver;
    if (isValid || !resolver) {
      keep([]);
      return;
    }
    let current = true;
    void Promise.resolve(
      resolver(form.getValues(), undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' }),
    ).then((result) => {
      if (current) keep(errorMessages(result.errors).filter((message) => !shown.split('\n').includes(message)));
    });
    return () => {
      current = false;
    };
  }, [values, isValid, form, shown]);
  return missing;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
