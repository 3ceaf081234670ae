import { INVENTORY_SCREEN_MESSAGES as M, addLotSchema } from '@bodega/domain';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { FormDialog, FormIntro } from '../../../components/form-dialog';
import { LocationIdAutocomplete } from '../../../components/pickers/location-autocomplete';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useAddLot } from '../api/add-lot';
import type { GroupProduct } from '../api/types';
import { INVENTORY_LOCATION_TEXTS } from '../lib/location-texts';
import { TOAST_MS } from '../lib/toast';

interface AddLotValues {
  location_id: number | null;
  quantity: number;
  lot_number: string;
  expiry_date: string;
}

const DEFAULTS: AddLotValues = { location_id: null, quantity: 1, lot_number: '', expiry_date: '' };

/** Add-lot dialog of the inventory screen: location, quantity, lot number, expiry. */
export function AddLotDialog({ open, product, onClose }: { open: boolean; product: GroupProduct | null; onClose: () => void }) {
  const addLot = useAddLot();
  const dialog = useFormDialog({
    open,
    onClose,
    subject: product,
    defaultValues: { ...DEFAULTS, location_id: product?.location_id ?? null },
    resolver: formResolver<AddLotValues, typeof addLotSchema>(addLotSchema),
    submit: (payload) => {
      if (!product) throw new Error('Sin producto');
      return addLot.mutateAsync({ ...payload, product_id: product.id });
    },
    success: M.lotAdded,
    failure: (error) => M.failure('agregar el lote', errorMessage(error, '')),
    toastMs: TOAST_MS,
    // The schema's messages show under the fields on submit, as before the shared dialog.
    submitWhileInvalid: true,
    ready: product !== null,
  });
  const {
    control,
    formState: { errors },
  } = dialog.form;

  return (
    <FormDialog
      open={open}
      id="add-lot"
      title="Agregar Lote"
      submitLabel="Agregar"
      dialog={dialog}
      intro={
        product && (
          <FormIntro>
            {product.sku} · {product.name}
          </FormIntro>
        )
      }
    >
      <Controller
        control={control}
        name="location_id"
        render={({ field }) => (
          <LocationIdAutocomplete
            size="medium"
            label="Ubicación"
            required
            value={field.value}
            onChange={field.onChange}
            error={errors.location_id?.message}
            {...INVENTORY_LOCATION_TEXTS}
          />
        )}
      />
      <TextField
        {...fieldProps(dialog.form, 'quantity', { register: { valueAsNumber: true } })}
        type="number"
        label="Cantidad"
        required
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <TextField {...fieldProps(dialog.form, 'lot_number')} label="Número de lote" fullWidth margin="dense" />
      <TextField
        {...fieldProps(dialog.form, 'expiry_date')}
        type="date"
        label="Fecha de vencimiento"
        fullWidth
        margin="dense"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
