import { carrierInputSchema, type CarrierInput, type CarrierRow } from '@bodega/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDialog, LOCKED_SX } from '../../../components/form-dialog';
import { FormSwitch } from '../../../components/form-switch';
import { failureText } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useSaveCarrier } from '../api/save-carrier';
import { TOAST_MS } from '../lib/toasts';

interface Values {
  code: string;
  name: string;
  tracking_url_base: string;
  contact_phone: string;
  contact_email: string;
  active: boolean;
}

const toInput = (values: Values) => ({
  ...values,
  tracking_url_base: values.tracking_url_base || null,
  contact_phone: values.contact_phone || null,
  contact_email: values.contact_email || null,
});

/** New / edit carrier: code (fixed once created), unique name, https tracking URL base or none, contact, active. */
export function CarrierFormDialog({
  open,
  carrier,
  onClose,
}: {
  open: boolean;
  carrier: CarrierRow | null;
  onClose: () => void;
}) {
  const save = useSaveCarrier();
  const dialog = useFormDialog<Values, CarrierInput, CarrierRow>({
    open,
    onClose,
    subject: carrier,
    defaultValues: {
      code: carrier?.code ?? '',
      name: carrier?.name ?? '',
      tracking_url_base: carrier?.tracking_url_base ?? '',
      contact_phone: carrier?.contact_phone ?? '',
      contact_email: carrier?.contact_email ?? '',
      active: carrier?.active ?? true,
    },
    resolver: formResolver(carrierInputSchema, toInput),
    submit: (payload) => save.mutateAsync({ id: carrier?.id ?? null, body: payload }),
    success: (saved) => `Transportista ${saved.name} ${carrier ? 'actualizado' : 'creado'} exitosamente`,
    failure: (error) => failureText(carrier ? 'Error al actualizar el transportista' : 'Error al crear el transportista', error),
    toastMs: TOAST_MS,
  });
  const { form } = dialog;
  return (
    <FormDialog
      open={open}
      id="carrier-form"
      title={carrier ? `Editar ${carrier.name}` : 'Nuevo transportista'}
      submitLabel={carrier ? 'Guardar' : 'Crear'}
      dialog={dialog}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          {...fieldProps(form, 'code', { hint: carrier ? 'Los envíos guardan el código: no cambia' : 'Ej.: rapido_sur' })}
          label="Código"
          required
          sx={carrier ? LOCKED_SX : undefined}
          slotProps={{ htmlInput: { readOnly: carrier !== null } }}
        />
        <TextField {...fieldProps(form, 'name')} label="Nombre" required />
        <TextField
          {...fieldProps(form, 'tracking_url_base', {
            hint: 'Se le agrega el número de seguimiento. Vacía: sin seguimiento externo',
          })}
          label="URL de seguimiento"
          placeholder="https://…?codigo="
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...fieldProps(form, 'contact_phone')} label="Teléfono de contacto" fullWidth />
          <TextField {...fieldProps(form, 'contact_email')} label="Email de contacto" fullWidth />
        </Stack>
        <FormSwitch control={form.control} name="active" label="Activo (se ofrece en envíos y cotizaciones)" />
      </Stack>
    </FormDialog>
  );
}
