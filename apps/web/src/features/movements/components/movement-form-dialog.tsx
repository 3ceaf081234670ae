import { MOVEMENT_TOASTS, MOVEMENT_TYPE_LABELS, MOVEMENT_TYPES, type MovementInput } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFieldArray } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select';
import { LineItemsHeader } from '../../../components/line-items';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps, listErrorOf } from '../../../lib/form';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateMovement } from '../api/create-movement';
import type { Movement } from '../api/types';
import { useUpdateMovement } from '../api/update-movement';
import { failureText, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../lib/messages';
import { emptyLine, movementResolver, toFormValues, type MovementFormValues } from '../lib/movement-form';
import { MovementLineRow } from './movement-line-row';

interface MovementFormDialogProps {
  open: boolean;
  /** The movement being edited (Pendiente), or null for a new one. */
  movement: Movement | null;
  onClose: () => void;
}

/** 'Nuevo Movimiento' / 'Editar Movimiento' (Internal movement form), 1200 px wide. */
export function MovementFormDialog({ open, movement, onClose }: MovementFormDialogProps) {
  const editing = movement !== null;
  const create = useCreateMovement();
  const update = useUpdateMovement();
  const dialog = useFormDialog<MovementFormValues, MovementInput, Movement>({
    open,
    onClose,
    subject: movement,
    defaultValues: toFormValues(movement),
    resolver: movementResolver,
    // Errors appear once a field is left (then on every change), not on a fresh form or a new line.
    mode: 'onTouched',
    submit: (payload) => (movement ? update.mutateAsync({ id: movement.id, payload }) : create.mutateAsync(payload)),
    success: (saved) => (movement ? MOVEMENT_TOASTS.updated : `${MOVEMENT_TOASTS.created}: ${saved.reference}`),
    failure: (error) => failureText(MOVEMENT_TOASTS.saveError, error),
    mapField: (field) => (/^(movement_type|notes|details)(\.|$)/.test(field) ? field : null),
    toastMs: { success: TOAST_SUCCESS_MS, error: TOAST_ERROR_MS },
  });
  const {
    control,
    setValue,
    formState: { errors },
  } = dialog.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'details' });

  const listError = listErrorOf(errors.details);

  return (
    <FormDialog
      open={open}
      id="movement-form"
      title={editing ? `Editar Movimiento ${movement.reference}` : 'Nuevo Movimiento'}
      dialog={dialog}
      submitLabel={editing ? 'Guardar' : 'Crear Movimiento'}
      maxWidth={false}
      paperMaxWidth={1200}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, mt: 1, mb: 3 }}>
        <FormSelect
          control={control}
          name="movement_type"
          options={MOVEMENT_TYPES}
          optionLabel={(type) => MOVEMENT_TYPE_LABELS[type]}
          size="small"
          label="Tipo de movimiento"
          required
        />
        <TextField {...fieldProps(dialog.form, 'notes')} size="small" label="Notas" multiline maxRows={3} />
      </Box>
      <LineItemsHeader
        title={`Productos a mover (${fields.length})`}
        onAdd={() => append(emptyLine(), { shouldFocus: false })}
        buttonSx={{ whiteSpace: 'nowrap' }}
      />
      {listError && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {listError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 } }}>
        {fields.map((field, index) => (
          <MovementLineRow
            key={field.id}
            index={index}
            control={control}
            setValue={setValue}
            errors={errors.details?.[index]}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
