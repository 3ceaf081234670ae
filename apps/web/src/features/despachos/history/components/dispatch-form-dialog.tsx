import {
  DISPATCH_HISTORY_MESSAGES as M,
  DISPATCH_STATUSES,
  SELECTION_METHODS,
  SELECTION_METHOD_LABELS,
  type DispatchCreate,
  type DispatchUpdate,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFieldArray, useWatch, type Control, type Resolver } from 'react-hook-form';
import { FormSelect } from '../../../../components/form-select';
import { LineItemsHeader } from '../../../../components/line-items';
import { FormDialog } from '../../../../components/form-dialog';
import { LocationAutocomplete } from '../../../../components/pickers/location-autocomplete';
import { failureText } from '../../../../lib/api-client';
import { fieldProps, listErrorOf } from '../../../../lib/form';
import { useFormDialog } from '../../../../lib/use-form-dialog';
import { useCreateDispatch } from '../api/create-dispatch';
import type { Dispatch } from '../api/types';
import { useUpdateDispatch } from '../api/update-dispatch';
import {
  createDispatchResolver,
  emptyDispatchLine,
  toDispatchFormValues,
  updateDispatchResolver,
  type DispatchFormValues,
} from '../lib/dispatch-form';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../lib/toasts';
import { DispatchLineRow } from './dispatch-line-row';

interface DispatchFormDialogProps {
  open: boolean;
  /** The dispatch being edited (Pendiente), or null for a new one. */
  dispatch: Dispatch | null;
  onClose: () => void;
}

/** 'Nuevo Despacho' / 'Editar Despacho' (Dispatch form), 1000 px wide. */
export function DispatchFormDialog({ open, dispatch, onClose }: DispatchFormDialogProps) {
  const editing = dispatch !== null;
  const create = useCreateDispatch();
  const update = useUpdateDispatch();
  const dialog = useFormDialog<DispatchFormValues, DispatchCreate | DispatchUpdate, Dispatch>({
    open,
    onClose,
    subject: dispatch,
    defaultValues: toDispatchFormValues(dispatch),
    resolver: (editing ? updateDispatchResolver : createDispatchResolver) as Resolver<
      DispatchFormValues,
      unknown,
      DispatchCreate | DispatchUpdate
    >,
    mode: 'onTouched',
    submit: (payload) =>
      dispatch ? update.mutateAsync({ id: dispatch.id, payload: payload as DispatchUpdate }) : create.mutateAsync(payload),
    success: (saved) => (dispatch ? `${M.updated}: ${saved.reference} (${saved.status})` : `${M.created}: ${saved.reference}`),
    failure: (error) => failureText(M.saveError, error),
    mapField: (field) =>
      /^(destination|dispatch_date|source_location_id|notes|selection_method|status|items)(\.|$)/.test(field) ? field : null,
    toastMs: { success: TOAST_SUCCESS_MS, error: TOAST_ERROR_MS },
  });
  const {
    control,
    setValue,
    formState: { errors },
  } = dialog.form;
  // The form's control also serves the lines, whose payload shape is the create one.
  const lineControl = control as unknown as Control<DispatchFormValues, unknown, DispatchCreate>;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const source = useWatch({ control, name: 'source' });
  const status = useWatch({ control, name: 'status' });
  const listError = listErrorOf(errors.items);
  // Stored lines know what their source has free now; a changed source or a new product does not.
  const availableOf = (productId: number | null) =>
    dispatch && source?.id === dispatch.source_location_id
      ? dispatch.items.find((item) => item.product_id === productId)?.available_quantity
      : undefined;

  return (
    <FormDialog
      open={open}
      id="dispatch-form"
      title={editing ? `${M.editDispatch} ${dispatch.reference}` : M.newDispatch}
      dialog={dialog}
      submitLabel={editing ? 'Guardar' : 'Crear Despacho'}
      maxWidth={false}
      paperMaxWidth={1000}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1, mb: 3 }}>
        <TextField {...fieldProps(dialog.form, 'destination')} size="small" label="Destino" required />
        <TextField
          {...fieldProps(dialog.form, 'dispatch_date')}
          size="small"
          type="date"
          label="Fecha de despacho"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <LocationAutocomplete
          required
          label="Ubicación de origen"
          value={source}
          onChange={(location) => {
            setValue('source', location, { shouldDirty: true });
            setValue('source_location_id', location?.id ?? null, { shouldValidate: true, shouldDirty: true });
          }}
          error={errors.source_location_id?.message}
        />
        <FormSelect
          control={control}
          name="selection_method"
          options={SELECTION_METHODS}
          optionLabel={(method) => SELECTION_METHOD_LABELS[method]}
          size="small"
          label="Método de selección"
        />
        {editing && (
          <FormSelect control={control} name="status" options={DISPATCH_STATUSES} size="small" label="Estado" required />
        )}
        <TextField {...fieldProps(dialog.form, 'notes')} size="small" label="Notas" multiline maxRows={3} />
      </Box>
      {editing && status === 'Completado' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Al guardar como Completado se descuenta el stock de la ubicación de origen (todo o nada) y el despacho ya no podrá
          editarse ni eliminarse.
        </Alert>
      )}
      <LineItemsHeader title={`Productos (${fields.length})`} onAdd={() => append(emptyDispatchLine(), { shouldFocus: false })} />
      {listError && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {listError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {fields.map((field, index) => (
          <DispatchLineRow
            key={field.id}
            index={index}
            control={lineControl}
            setValue={setValue}
            errors={errors.items?.[index]}
            availableOf={availableOf}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
