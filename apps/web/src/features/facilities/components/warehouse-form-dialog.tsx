import { WAREHOUSE_STATUSES, warehouseSchema } from '@bodega/domain';
import TextField from '@mui/material/TextField';
import { FormSelect } from '../../../components/form-select';
import { FormDialog, LOCKED_SX } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateWarehouse } from '../api/create-warehouse';
import type { Warehouse } from '../api/types';
import { useUpdateWarehouse } from '../api/update-warehouse';
import { FACILITY_TOASTS as T, failureText, TOAST_MS } from '../lib/messages';

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

/** Warehouse form: code and name required, code locked when editing. */
export function WarehouseFormDialog({ open, warehouse, onClose }: WarehouseFormDialogProps) {
  const editing = warehouse !== null;
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const dialog = useFormDialog({
    open,
    onClose,
    subject: warehouse,
    defaultValues: valuesOf(warehouse),
    resolver: formResolver<WarehouseFormValues, typeof warehouseSchema>(warehouseSchema),
    submit: (payload) => (warehouse ? update.mutateAsync({ id: warehouse.id, payload }) : create.mutateAsync(payload)),
    success: editing ? T.warehouseUpdated : T.warehouseCreated,
    failure: (error) => failureText(editing ? T.warehouseUpdateError : T.warehouseCreateError, error),
    toastMs: TOAST_MS,
  });

  return (
    <FormDialog
      open={open}
      id="warehouse-form"
      title={editing ? 'Editar Bodega' : 'Nueva Bodega'}
      dialog={dialog}
      submitLabel={editing ? 'Guardar' : 'Crear'}
    >
      <TextField
        {...fieldProps(dialog.form, 'code', { hint: editing ? 'El código no se puede modificar' : undefined })}
        label="Código"
        required
        autoFocus={!editing}
        // Read-only rather than disabled, so the locked code is still part of the payload.
        slotProps={{ htmlInput: { readOnly: editing } }}
        sx={editing ? LOCKED_SX : undefined}
        fullWidth
        margin="dense"
      />
      <TextField {...fieldProps(dialog.form, 'name')} label="Nombre" required autoFocus={editing} fullWidth margin="dense" />
      <TextField {...fieldProps(dialog.form, 'address')} label="Dirección" fullWidth margin="dense" />
      <TextField {...fieldProps(dialog.form, 'description')} label="Descripción" fullWidth multiline minRows={2} margin="dense" />
      <FormSelect
        control={dialog.form.control}
        name="status"
        options={WAREHOUSE_STATUSES}
        label="Estado"
        fullWidth
        margin="dense"
      />
    </FormDialog>
  );
}
