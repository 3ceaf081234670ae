import { zodResolver } from '@hookform/resolvers/zod';
import { INVENTORY_SCREEN_MESSAGES as M, categorySchema, type CategoryInput } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, fieldsOf } from '../../../lib/server-errors';
import { errorMessage } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
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

/** New category (from the product form or the category panel) and edit category (spec 1 §5 Category). */
export function CategoryDialog({ open, category = null, onClose, onSaved }: CategoryDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveCategory();
  const editing = category !== null;
  const { register, handleSubmit, reset, setError, formState } = useForm<CategoryInput>({ mode: 'onChange', resolver: zodResolver(categorySchema), defaultValues: { name: '' } });

  useEffect(() => {
    if (open) reset({ name: category?.name ?? '' });
  }, [open, category, reset]);

  const onSubmit = async (values: CategoryInput) => {
    try {
      const saved = await save.mutateAsync({ id: category?.id ?? null, payload: values });
      enqueueSnackbar(editing ? M.categoryUpdated : M.categoryCreated, { variant: 'success', autoHideDuration: TOAST_MS });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldsOf(values));
      const message = editing ? M.failure('actualizar la categoría', errorMessage(error, '')) : `${M.categoryCreateError}: ${errorMessage(error, M.unknownError)}`;
      if (!formState.errors.name) setError('name', { type: 'server', message: errorMessage(error, message) });
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS });
    }
  };

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="category-dialog-title">
      {/* A nested form must not submit the product form around it. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void handleSubmit(onSubmit)(event);
        }}
      >
        <DialogTitle id="category-dialog-title">{editing ? 'Editar Categoría' : 'Nueva Categoría'}</DialogTitle>
        <DialogContent>
          <TextField
            {...muiField(register('name'))}
            label="Nombre"
            required
            autoFocus
            fullWidth
            margin="dense"
            error={Boolean(formState.errors.name)}
            helperText={formState.errors.name?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {editing ? 'Guardar' : 'Crear'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
