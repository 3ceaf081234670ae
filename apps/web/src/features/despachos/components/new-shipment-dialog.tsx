import { shipmentCreateSchema, type Shipment, type ShipmentCreate } from '@bodega/domain';
import TextField from '@mui/material/TextField';
import { FormDialog, LOCKED_SX } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateShipment } from '../api/create-shipment';
import { MISSING_INFO, TOAST_MS } from '../lib/toasts';
import { ShipmentFields, shipmentData, shipmentFieldDefaults, type ShipmentFieldValues } from './shipment-fields';

const toInput = (values: ShipmentFieldValues) => ({ ...shipmentData(values), status: 'preparando' });

/** New shipment (Shipment): created as preparando; its number is the server's, read-only. */
export function NewShipmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateShipment();
  const dialog = useFormDialog<ShipmentFieldValues, ShipmentCreate, Shipment>({
    open,
    onClose,
    defaultValues: shipmentFieldDefaults(),
    resolver: formResolver(shipmentCreateSchema, toInput),
    submit: (payload) => create.mutateAsync(payload),
    success: (shipment) => `Envío ${shipment.shipment_number} creado exitosamente`,
    failure: (error) => failureText('Error al crear el envío', error),
    toastMs: TOAST_MS,
    // The submit stays enabled: trying it without the shipment's required data says so.
    submitWhileInvalid: true,
    invalidText: MISSING_INFO,
  });
  return (
    <FormDialog open={open} id="new-shipment" title="Nuevo Envío" submitLabel="Crear envío" dialog={dialog} maxWidth="md">
      <TextField label="Número de envío" value="Se genera automáticamente" disabled fullWidth sx={{ ...LOCKED_SX, mt: 1 }} />
      <ShipmentFields form={dialog.form} />
    </FormDialog>
  );
}
