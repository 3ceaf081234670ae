import { ZONE_DEFAULT_CAPACITY, zoneSchema } from '@bodega/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FormDialog, LOCKED_SX } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateZone } from '../api/create-zone';
import type { Warehouse, Zone } from '../api/types';
import { useUpdateZone } from '../api/update-zone';
import { FACILITY_TOASTS as T, failureText, TOAST_MS } from '../lib/messages';
import { FacilityNumberField } from './facility-number-field';

interface ZoneFormValues {
  code: string;
  name: string;
  description: string;
  weight: number;
  capacity: number;
  aisle: string;
  rack: string;
  level: string;
  position: string;
}

function valuesOf(zone: Zone | null): ZoneFormValues {
  return {
    code: zone?.code ?? '',
    name: zone?.name ?? '',
    description: zone?.description ?? '',
    weight: zone?.weight ?? 1,
    capacity: zone?.capacity ?? ZONE_DEFAULT_CAPACITY,
    aisle: zone?.aisle ?? '',
    rack: zone?.rack ?? '',
    level: zone?.level ?? '',
    position: zone?.position ?? '',
  };
}

const COORDINATES = [
  ['aisle', 'Pasillo'],
  ['rack', 'Rack'],
  ['level', 'Nivel'],
  ['position', 'Posición'],
] as const;

interface ZoneFormDialogProps {
  open: boolean;
  zone: Zone | null;
  /** The warehouse a new zone goes into. */
  warehouse: Warehouse | null;
  onClose: () => void;
}

/** Zone form: code and name required (code locked when editing), weight and capacity above 0. */
export function ZoneFormDialog({ open, zone, warehouse, onClose }: ZoneFormDialogProps) {
  const editing = zone !== null;
  const create = useCreateZone();
  const update = useUpdateZone();
  const dialog = useFormDialog({
    open,
    onClose,
    subject: zone,
    defaultValues: valuesOf(zone),
    resolver: formResolver<ZoneFormValues, typeof zoneSchema>(zoneSchema),
    submit: (payload) => {
      if (zone) return update.mutateAsync({ id: zone.id, payload });
      if (!warehouse) throw new Error('Sin bodega');
      return create.mutateAsync({ warehouseId: warehouse.id, payload });
    },
    success: editing ? T.zoneUpdated : T.zoneCreated,
    failure: (error) => failureText(editing ? T.zoneUpdateError : T.zoneCreateError, error),
    toastMs: TOAST_MS,
    ready: editing || Boolean(warehouse),
  });

  const where = zone
    ? `${zone.warehouse_code} · ${zone.warehouse_name}`
    : warehouse
      ? `${warehouse.code} · ${warehouse.name}`
      : '';
  return (
    <FormDialog
      open={open}
      id="zone-form"
      title={editing ? 'Editar Zona' : 'Nueva Zona'}
      dialog={dialog}
      submitLabel={editing ? 'Guardar' : 'Crear'}
    >
      <TextField label="Bodega" value={where} fullWidth margin="dense" slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField
        {...fieldProps(dialog.form, 'code', { hint: editing ? 'El código no se puede modificar' : undefined })}
        label="Código"
        required
        autoFocus={!editing}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { readOnly: editing } }}
        sx={editing ? LOCKED_SX : undefined}
      />
      <TextField {...fieldProps(dialog.form, 'name')} label="Nombre" required fullWidth margin="dense" />
      <TextField {...fieldProps(dialog.form, 'description')} label="Descripción" fullWidth multiline minRows={2} margin="dense" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <FacilityNumberField form={dialog.form} name="weight" label="Peso (distancia de ruta)" step={0.1} min={0} />
        <FacilityNumberField form={dialog.form} name="capacity" label="Capacidad (unidades)" step={1} min={1} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, columnGap: 2 }}>
        {COORDINATES.map(([name, label]) => (
          <TextField key={name} {...fieldProps(dialog.form, name)} label={label} margin="dense" />
        ))}
      </Box>
    </FormDialog>
  );
}
