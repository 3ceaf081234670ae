import { DEFAULT_CARRIER, defaultEstimatedDelivery, santiagoDay, type RateQuote } from '@bodega/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { CarrierSelect } from './carrier-select';
import { RateQuotes } from './rate-quotes';

/** What the new-shipment and complete-loading forms hold for the shipment. */
export interface ShipmentFieldValues {
  carrier: string;
  tracking_number: string;
  ship_date: string;
  estimated_delivery: string;
  notes: string;
}

export function shipmentFieldDefaults(carrier?: string | null): ShipmentFieldValues {
  return {
    carrier: carrier || DEFAULT_CARRIER,
    tracking_number: '',
    ship_date: santiagoDay(),
    estimated_delivery: '',
    notes: '',
  };
}

/** The values as the shipment payload: empty texts are "not given"; empty delivery is the server's ship date + 3 days. */
export function shipmentData(values: ShipmentFieldValues) {
  return {
    carrier: values.carrier,
    tracking_number: values.tracking_number || null,
    ship_date: values.ship_date,
    estimated_delivery: values.estimated_delivery || null,
    notes: values.notes || null,
  };
}

/**
 * Carrier (the active carriers of the server), tracking number, ship date, estimated delivery,
 * notes and the rate quotes whose 'Usar' fills carrier and delivery: shared by the new-shipment
 * and complete-loading dialogs.
 */
export function ShipmentFields<Output>({
  form,
  pallets,
}: {
  form: UseFormReturn<ShipmentFieldValues, unknown, Output>;
  /** Pallets the quote starts with (a dock's orders, one pallet each). */
  pallets?: number;
}) {
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const shipDate = useWatch({ control, name: 'ship_date' });
  const applyQuote = (quote: RateQuote) => {
    setValue('carrier', quote.carrier_code, { shouldValidate: true, shouldDirty: true });
    setValue('estimated_delivery', quote.estimated_delivery, { shouldValidate: true, shouldDirty: true });
  };
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Controller
        control={control}
        name="carrier"
        render={({ field, fieldState }) => (
          <CarrierSelect
            field={field}
            error={fieldState.error?.message}
            staleLabel={(code, loading) => (loading ? 'Cargando…' : code)}
            reportLoadError
          />
        )}
      />
      <TextField label="Número de seguimiento" {...muiField(register('tracking_number'))} />
      <TextField
        label="Fecha de envío"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...muiField(register('ship_date'))}
        error={Boolean(errors.ship_date)}
        helperText={errors.ship_date?.message}
      />
      <Controller
        control={control}
        name="estimated_delivery"
        render={({ field, fieldState }) => (
          <TextField
            label="Entrega estimada"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...field}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              (/^\d{4}-\d{2}-\d{2}$/.test(shipDate ?? '')
                ? `Vacía: ${defaultEstimatedDelivery(shipDate)} (fecha de envío + 3 días)`
                : 'Vacía: fecha de envío + 3 días')
            }
          />
        )}
      />
      <RateQuotes shipDate={shipDate ?? ''} defaultPallets={pallets} onUse={applyQuote} />
      <TextField label="Notas" multiline minRows={2} {...muiField(register('notes'))} />
    </Stack>
  );
}
