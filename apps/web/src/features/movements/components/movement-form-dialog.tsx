import { MOVEMENT_TOASTS, MOVEMENT_TYPE_LABELS, MOVEMENT_TYPES, type MovementInput } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { MOBILE_QUERY } from '../../../config/layout';
import { ApiError } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
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

/** 'Nuevo Movimiento' / 'Editar Movimiento' (spec 2 §5 Internal movement form), 1200 px wide. */
export function MovementFormDialog({ open, movement, onClose }: MovementFormDialogProps) {
  const editing = movement !== null;
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateMovement();
  const update = useUpdateMovement();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<MovementFormValues, unknown, MovementInput>({
    // Errors appear once a field is left (then on every change), not on a fresh form or a new line.
    mode: 'onTouched',
    resolver: movementResolver,
    defaultValues: toFormValues(movement),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'details' });

  useEffect(() => {
    if (open) reset(toFormValues(movement));
  }, [open, movement, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const onSubmit = async (payload: MovementInput) => {
    setFailure(null);
    try {
      if (movement) {
        await update.mutateAsync({ id: movement.id, payload });
        enqueueSnackbar(MOVEMENT_TOASTS.updated, { variant: 'success', autoHideDuration: TOAST_SUCCESS_MS });
      } else {
        const created = await create.mutateAsync(payload);
        enqueueSnackbar(`${MOVEMENT_TOASTS.created}: ${created.reference}`, {
          variant: 'success',
          autoHideDuration: TOAST_SUCCESS_MS,
        });
      }
      close();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (/^(movement_type|notes|details)(\.|$)/.test(field))
            setError(field as FieldPath<MovementFormValues>, { type: 'server', message });
        }
      }
      const message = failureText(MOVEMENT_TOASTS.saveError, error);
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_ERROR_MS });
    }
  };

  const detailErrors = errors.details;
  const listError = detailErrors?.root?.message ?? detailErrors?.message;

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : close}
      fullWidth
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 1200 } } }}
      aria-labelledby="movement-form-title"
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="movement-form-title">
          {editing ? `Editar Movimiento ${movement.reference}` : 'Nuevo Movimiento'}
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, mt: 1, mb: 3 }}>
            <Controller
              control={control}
              name="movement_type"
              render={({ field }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  select
                  size="small"
                  label="Tipo de movimiento"
                  required
                  error={Boolean(errors.movement_type)}
                  helperText={errors.movement_type?.message}
                >
                  {MOVEMENT_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {MOVEMENT_TYPE_LABELS[type]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              {...muiField(register('notes'))}
              size="small"
              label="Notas"
              multiline
              maxRows={3}
              error={Boolean(errors.notes)}
              helperText={errors.notes?.message}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Productos a mover ({fields.length})
            </Typography>
            <Button startIcon={<AddIcon />} onClick={() => append(emptyLine(), { shouldFocus: false })} sx={{ whiteSpace: 'nowrap' }}>
              Agregar Producto
            </Button>
          </Box>
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
                errors={detailErrors?.[index]}
                canRemove={fields.length > 1}
                onRemove={() => remove(index)}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {editing ? 'Guardar' : 'Crear Movimiento'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
