import {
  CONSOLIDATION_MIX_CONFIRM,
  consolidationCreateSchema,
  consolidationMixWarning,
  type Consolidation,
  type PickedOrder,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateConsolidation } from '../api/create-consolidation';
import { TOAST_MS } from '../lib/toasts';

interface Values {
  notes: string;
}

const unitsText = (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`;

/** Consolidates the selected orders (the spec's placeholder dialog, made real): number from the server. */
export function ConsolidationDialog({
  orders,
  open,
  onClose,
  onDone,
}: {
  orders: PickedOrder[];
  open: boolean;
  onClose: () => void;
  onDone: (consolidation: Consolidation) => void;
}) {
  const create = useCreateConsolidation();
  const mixWarning = consolidationMixWarning(orders);
  // Confirmed for this selection only: another selection asks again.
  const [confirmedFor, setConfirmedFor] = useState<PickedOrder[] | null>(null);
  const confirmed = confirmedFor === orders;
  const dialog = useFormDialog<Values, { order_ids: number[]; consolidation_data?: { notes?: string | null } }, Consolidation>({
    open,
    onClose,
    subject: orders,
    defaultValues: { notes: '' },
    resolver: formResolver(consolidationCreateSchema, (values: Values) => ({
      order_ids: orders.map((o) => o.id),
      consolidation_data: { notes: values.notes },
    })),
    submit: (payload) => create.mutateAsync(payload),
    success: (result) => `Consolidación ${result.consolidation_number} creada con ${result.orders_count} órdenes`,
    failure: (error) => failureText('Error al crear la consolidación', error),
    toastMs: TOAST_MS,
    mapField: (field) => (field === 'consolidation_data.notes' ? 'notes' : null),
    onSuccess: (result) => onDone(result),
  });
  const units = orders.reduce((sum, o) => sum + o.total_items, 0);
  return (
    <FormDialog
      open={open}
      id="consolidation"
      title="Consolidar Órdenes"
      submitLabel="Consolidar"
      dialog={{ ...dialog, canSubmit: dialog.canSubmit && (mixWarning === null || confirmed) }}
      intro={`${orders.length} órdenes, ${unitsText(units)}. El número de consolidación lo asigna el sistema.`}
    >
      {mixWarning && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {mixWarning}
          <FormControlLabel
            sx={{ display: 'flex', mt: 0.5 }}
            control={<Checkbox checked={confirmed} onChange={(event) => setConfirmedFor(event.target.checked ? orders : null)} />}
            label={CONSOLIDATION_MIX_CONFIRM}
          />
        </Alert>
      )}
      <List dense>
        {orders.map((order) => (
          <ListItem key={order.id} disableGutters>
            <ListItemText
              primary={`${order.order_number} — ${order.customer_name}`}
              secondary={`${unitsText(order.total_items)} · ${[order.shipping_address, order.shipping_city].filter(Boolean).join(', ') || 'sin dirección'}`}
            />
          </ListItem>
        ))}
      </List>
      <TextField label="Notas" multiline minRows={2} fullWidth {...dialog.form.register('notes')} />
    </FormDialog>
  );
}
