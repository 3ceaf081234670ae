import {
  INVENTORY_SCREEN_MESSAGES as M,
  LOT_ENFORCEMENTS,
  LOT_ENFORCEMENT_LABELS,
  categorySchema,
  type CategoryInput,
} from '@bodega/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useSaveCategory } from '../api/categories';
import type { Category } from '../api/types';
import { TOAST_MS } from '../lib/toast';

interface CategoryDialogProps {
  open: boolean;
  /** The registered category being renamed, or null to create one. */
  category?: Category | null;
  onClose: () => void;
  onSaved?: (category: Category) => void;
}

/** New category (from the product form or the category panel) and edit category (Category). */
export function CategoryDialog({ open, category = null, onClose, onSaved }: CategoryDialogProps) {
  const save = useSaveCategory();
  const editing = category !== null;
  const failure = (error: unknown) =>
    editing
      ? M.failure('actualizar la categoría', errorMessage(error, ''))
      : `${M.categoryCreateError}: ${errorMessage(error, M.unknownError)}`;
  const dialog = useFormDialog({
    open,
    onClose,
    subject: category,
    defaultValues: {
      name: category?.name ?? '',
      lot_enforcement: category?.lot_enforcement ?? 'warn',
      dias_alerta_vencimiento: category?.dias_alerta_vencimiento ?? null,
    } satisfies CategoryInput,
    resolver: formResolver<CategoryInput, typeof categorySchema>(categorySchema),
    submit: (payload) => save.mutateAsync({ id: category?.id ?? null, payload }),
    success: editing ? M.categoryUpdated : M.categoryCreated,
    failure,
    // The one field carries the server's message when it named no field.
    onFailure: (error, form) => {
      if (!form.formState.errors.name) form.setError('name', { type: 'server', message: errorMessage(error, failure(error)) });
    },
    onSuccess: (saved) => onSaved?.(saved),
    toastMs: TOAST_MS,
    submitWhileInvalid: true,
  });

  return (
    <FormDialog
      open={open}
      id="category-dialog"
      title={editing ? 'Editar Categoría' : 'Nueva Categoría'}
      submitLabel={editing ? 'Guardar' : 'Crear'}
      maxWidth="xs"
      dialog={dialog}
    >
      <TextField {...fieldProps(dialog.form, 'name')} label="Nombre" required autoFocus fullWidth margin="dense" />
      <Controller
        control={dialog.form.control}
        name="lot_enforcement"
        render={({ field }) => (
          <TextField
            select
            label="Control de estrategia de lotes"
            helperText="Salidas, picking y despachos que toman otro lote que el de la estrategia (FEFO, FIFO…)"
            value={field.value ?? 'warn'}
            inputRef={field.ref}
            onChange={(event) => field.onChange(event.target.value)}
            fullWidth
            margin="dense"
          >
            {LOT_ENFORCEMENTS.map((value) => (
              <MenuItem key={value} value={value}>
                {LOT_ENFORCEMENT_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={dialog.form.control}
        name="dias_alerta_vencimiento"
        render={({ field, fieldState }) => (
          <TextField
            label="Días de alerta de vencimiento"
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
            helperText={
              fieldState.error?.message ??
              'Días antes del vencimiento en que sus lotes generan la alerta «Lotes por vencer». Vacío: las ventanas de la configuración de alertas (30, 60 y 90 días)'
            }
            error={fieldState.invalid}
            value={field.value ?? ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            fullWidth
            margin="dense"
          />
        )}
      />
    </FormDialog>
  );
}
