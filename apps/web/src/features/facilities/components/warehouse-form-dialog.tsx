import { zodResolver } from '@hookform/resolvers/zod';
import { WAREHOUSE_STATUSES, warehouseSchema, type WarehouseInput } from '@bodega/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { useCreateWarehouse } from '../api/create-warehouse';
import type { Warehouse } from '../api/types';
import { useUpdateWarehouse } from '../api/update-warehouse';
import { applyServerErrors } from '../lib/apply-server-errors';
import { FACILITY_TOASTS as T, failureText, TOAST_MS } from '../lib/messages';
import { FormDialog, LOCKED_SX } from './form-dialog';

interface WarehouseFormValues {
  code: string;
  name: string;
  address: string;
  description: string;
  status: (typeof WAREHOUSE_STATUSES)[number];
}

function valuesOf(warehouse: Warehouse | null): WarehouseFormValues {
  return {
    code: warehouse?.code ?? '',
    name: warehouse?.name ?? '',
    address: warehouse?.address ?? '',
    description: warehouse?.description ?? '',
    status: warehouse?.status ?? 'Activo',
  };
}

interface WarehouseFormDialogProps {
  open: boolean;
  warehouse: Warehouse | null;
  onClose: () => void;
}

/** Warehouse form (spec 1 §5): code and name required, code locked when editing. */
export function WarehouseFormDialog({ open, warehouse, onClose }: WarehouseFormDialogProps) {
  const editing = warehouse !== null;
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<WarehouseFormValues>({
    mode: 'onChange',
    resolver: zodResolver(warehouseSchema) as unknown as Resolver<WarehouseFormValues>,
    defaultValues: valuesOf(warehouse),
  });

  useEffect(() => {
    if (open) reset(valuesOf(warehouse));
  }, [open, warehouse, reset]);

  // The refusal shown belongs to one opening of the dialog.
  const close = () => {
    setFailure(null);
    onClose();
  };

  const onSubmit = async (values: WarehouseFormValues) => {
    setFailure(null);
    const payload = values as unknown as WarehouseInput;
    try {
      if (warehouse) {
        await update.mutateAsync({ id: warehouse.id, payload });
        enqueueSnackbar(T.warehouseUpdated, { variant: 'success', autoHideDuration: TOAST_MS });
      } else {
        await create.mutateAsync(payload);
        enqueueSnackbar(T.warehouseCreated, { variant: 'success', autoHideDuration: TOAST_MS });
      }
      close();
    } catch (error) {
      const message = failureText(editing ? T.warehouseUpdateError : T.warehouseCreateError, error);
      applyServerErrors(error, values, setError);
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS });
    }
  };

  return (
    <FormDialog
      open={open}
      id="warehouse-form"
      title={editing ? 'Editar Bodega' : 'Nueva Bodega'}
      failure={failure}
      submitting={isSubmitting}
      canSubmit={isValid}
      submitLabel={editing ? 'Guardar' : 'Crear'}
      onSubmit={handleSubmit(onSubmit)}
      onClose={close}
    >
      <TextField
        {...muiField(register('code'))}
        label="Código"
        required
        autoFocus={!editing}
        // Read-only rather than disabled, so the locked code is still part of the payload.
        slotProps={{ htmlInput: { readOnly: editing } }}
        sx={editing ? LOCKED_SX : undefined}
        fullWidth
        margin="dense"
        error={Boolean(errors.code)}
        helperText={errors.code?.message ?? (editing ? 'El código no se puede modificar' : undefined)}
      />
      <TextField
        {...muiField(register('name'))}
        label="Nombre"
        required
        autoFocus={editing}
        fullWidth
        margin="dense"
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <TextField
        {...muiField(register('address'))}
        label="Dirección"
        fullWidth
        margin="dense"
        error={Boolean(errors.address)}
        helperText={errors.address?.message}
      />
      <TextField
        {...muiField(register('description'))}
        label="Descripción"
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        error={Boolean(errors.description)}
        helperText={errors.description?.message}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <TextField {...field} inputRef={field.ref} select label="Estado" fullWidth margin="dense">
            {WAREHOUSE_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {status}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
