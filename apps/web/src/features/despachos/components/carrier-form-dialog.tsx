import { carrierInputSchema, type CarrierInput, type CarrierRow } from '@bodega/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { FormDialog, LOCKED_SX } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
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
  const { register, control, formState } = dialog.form;
  const errors = formState.errors;
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
          label="Código"
          required
          sx={carrier ? LOCKED_SX : undefined}
          slotProps={{ htmlInput: { readOnly: carrier !== null } }}
          {...muiField(register('code'))}
          error={Boolean(errors.code)}
          helperText={errors.code?.message ?? (carrier ? 'Los envíos guardan el código: no cambia' : 'Ej.: rapido_sur')}
        />
        <TextField
          label="Nombre"
          required
          {...muiField(register('name'))}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <TextField
          label="URL de seguimiento"
          placeholder="https://…?codigo="
          {...muiField(register('tracking_url_base'))}
          error={Boolean(errors.tracking_url_base)}
          helperText={
            errors.tracking_url_base?.message ?? 'Se le agrega el número de seguimiento. Vacía: sin seguimiento externo'
          }
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Teléfono de contacto"
            fullWidth
            {...muiField(register('contact_phone'))}
            error={Boolean(errors.contact_phone)}
            helperText={errors.contact_phone?.message}
          />
          <TextField
            label="Email de contacto"
            fullWidth
            {...muiField(register('contact_email'))}
            error={Boolean(errors.contact_email)}
            helperText={errors.contact_email?.message}
          />
        </Stack>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Activo (se ofrece en envíos y cotizaciones)"
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
