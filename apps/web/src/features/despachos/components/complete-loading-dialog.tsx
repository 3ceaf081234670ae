import { completeLoadingSchema, type LoadingDock, type Shipment } from '@bodega/domain';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCompleteLoading } from '../api/complete-loading';
import { MISSING_INFO, TOAST_MS } from '../lib/toasts';
import { ShipmentFields, shipmentData, shipmentFieldDefaults, type ShipmentFieldValues } from './shipment-fields';

const toInput = (values: ShipmentFieldValues) => ({ shipment_data: { ...shipmentData(values), status: 'shipped' } });

/** Complete shipment (complete-loading): the shipment's data; the server makes it and its manifest. */
export function CompleteLoadingDialog({
  dock,
  onClose,
  onDone,
}: {
  dock: LoadingDock | null;
  onClose: () => void;
  onDone: (shipment: Shipment) => void;
}) {
  const complete = useCompleteLoading();
  const dialog = useFormDialog<ShipmentFieldValues, ReturnType<typeof completeLoadingSchema.parse>, { shipment: Shipment }>({
    open: dock !== null,
    onClose,
    subject: dock,
    defaultValues: shipmentFieldDefaults(dock?.carrier),
    resolver: formResolver(completeLoadingSchema, toInput),
    submit: (payload) => complete.mutateAsync({ dockId: dock!.id, body: payload }),
    success: ({ shipment }) => `Carga completada: envío ${shipment.shipment_number} generado con su manifiesto`,
    failure: (error) => failureText('Error al completar la carga', error),
    toastMs: TOAST_MS,
    // The submit stays enabled: trying it without the shipment's required data says so.
    submitWhileInvalid: true,
    invalidText: MISSING_INFO,
    mapField: (field) => field.replace(/^shipment_data\./, ''),
    onSuccess: ({ shipment }) => onDone(shipment),
  });
  return (
    <FormDialog
      open={dock !== null}
      id="complete-loading"
      title={`Completar carga — ${dock?.name ?? ''}`}
      submitLabel="Completar y generar envío"
      dialog={dialog}
      maxWidth="md"
      intro={
        dock ? `${dock.assigned_orders.length} órdenes en ${dock.assigned_consolidations.length} consolidaciones` : undefined
      }
    >
      <ShipmentFields form={dialog.form} pallets={dock?.assigned_orders.length ?? 0} />
    </FormDialog>
  );
}
