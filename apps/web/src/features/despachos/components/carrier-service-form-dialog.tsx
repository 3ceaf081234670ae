import { carrierServiceInputSchema, type CarrierRow, type CarrierService, type CarrierServiceInput } from '@bodega/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../../components/form-dialog';
import { FormSwitch } from '../../../components/form-switch';
import { failureText } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useSaveCarrierService } from '../api/save-carrier-service';
import { TOAST_MS } from '../lib/toasts';

interface Values {
  code: string;
  name: string;
  transit_days: string;
  base_rate: string;
  per_kg_rate: string;
  per_pallet_rate: string;
  active: boolean;
}

// Empty number inputs are "required", not zero.
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toInput = (values: Values) => ({
  code: values.code,
  name: values.name,
  transit_days: whole(values.transit_days),
  base_rate: whole(values.base_rate),
  per_kg_rate: whole(values.per_kg_rate),
  per_pallet_rate: whole(values.per_pallet_rate),
  active: values.active,
});

const NUMBER_FIELDS = [
  ['transit_days', 'Días de tránsito'],
  ['base_rate', 'Tarifa base (CLP)'],
  ['per_kg_rate', 'Por kg (CLP)'],
  ['per_pallet_rate', 'Por pallet (CLP)'],
] as const;

/** New / edit service of a carrier: code and name unique in the carrier, transit days, rates in whole CLP. */
export function CarrierServiceFormDialog({
  open,
  carrier,
  service,
  onClose,
}: {
  open: boolean;
  carrier: CarrierRow;
  service: CarrierService | null;
  onClose: () => void;
}) {
  const save = useSaveCarrierService();
  const dialog = useFormDialog<Values, CarrierServiceInput, CarrierService>({
    open,
    onClose,
    subject: service,
    defaultValues: {
      code: service?.code ?? '',
      name: service?.name ?? '',
      transit_days: service ? String(service.transit_days) : '',
      base_rate: service ? String(service.base_rate) : '',
      per_kg_rate: service ? String(service.per_kg_rate) : '',
      per_pallet_rate: service ? String(service.per_pallet_rate) : '0',
      active: service?.active ?? true,
    },
    resolver: formResolver(carrierServiceInputSchema, toInput),
    submit: (payload) => save.mutateAsync({ carrierId: carrier.id, id: service?.id ?? null, body: payload }),
    success: (saved) => `Servicio ${saved.name} de ${carrier.name} ${service ? 'actualizado' : 'creado'} exitosamente`,
    failure: (error) => failureText(service ? 'Error al actualizar el servicio' : 'Error al crear el servicio', error),
    toastMs: TOAST_MS,
  });
  const { form } = dialog;
  return (
    <FormDialog
      open={open}
      id="carrier-service-form"
      title={service ? `Editar servicio ${service.name}` : `Nuevo servicio de ${carrier.name}`}
      submitLabel={service ? 'Guardar' : 'Crear'}
      dialog={dialog}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...fieldProps(form, 'code', { hint: 'Ej.: express' })} label="Código" required fullWidth />
          <TextField {...fieldProps(form, 'name', { hint: 'Ej.: Express' })} label="Nombre" required fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {NUMBER_FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              {...fieldProps(form, name)}
              label={label}
              required
              fullWidth
              type="number"
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
          ))}
        </Stack>
        <FormSwitch control={form.control} name="active" label="Activo (se cotiza)" />
      </Stack>
    </FormDialog>
  );
}
