import { DOCK_MESSAGES, type LoadingDock, type Shipment } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureText } from '../../../lib/api-client';
import { useUnassignedConsolidations } from '../api/get-consolidations';
import { useLoadingDocks } from '../api/get-loading-docks';
import { useRemoveDockOrder } from '../api/remove-dock-order';
import { useStartLoading } from '../api/start-loading';
import { TOAST_MS } from '../lib/toasts';
import { CompleteLoadingDialog } from './complete-loading-dialog';
import { DockAssignmentDialog, type AssignmentSubject } from './dock-assignment-dialog';
import { DockCard } from './dock-card';
import { DockFormDialog } from './dock-form-dialog';

/** Docks tab: New Dock, the consolidations waiting for a dock, the dock cards. */
export function DocksTab({ onCompleted }: { onCompleted: (shipment: Shipment) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const docks = useLoadingDocks();
  const consolidations = useUnassignedConsolidations();
  const start = useStartLoading();
  const remove = useRemoveDockOrder();
  const [form, setForm] = useState<{ dock: LoadingDock | null } | null>(null);
  const [assigning, setAssigning] = useState<AssignmentSubject | null>(null);
  const [completing, setCompleting] = useState<LoadingDock | null>(null);
  const [removing, setRemoving] = useState<{ dock: LoadingDock; orderId: number; orderNumber: string } | null>(null);

  const startLoading = (dock: LoadingDock) =>
    start.mutate(dock.id, {
      onSuccess: () =>
        enqueueSnackbar(`Carga iniciada en ${dock.name}`, { variant: 'success', autoHideDuration: TOAST_MS.success }),
      onError: (error) =>
        enqueueSnackbar(failureText('Error al iniciar la carga', error), { variant: 'error', autoHideDuration: TOAST_MS.error }),
    });
  const completeLoading = (dock: LoadingDock) => {
    if (dock.assigned_orders.length === 0) {
      enqueueSnackbar(DOCK_MESSAGES.noOrders, { variant: 'warning', autoHideDuration: TOAST_MS.info });
      return;
    }
    setCompleting(dock);
  };
  const confirmRemove = () => {
    if (!removing) return;
    const { dock, orderId, orderNumber } = removing;
    remove.mutate(
      { dockId: dock.id, orderId },
      {
        onSuccess: () =>
          enqueueSnackbar(`Orden ${orderNumber} retirada de ${dock.name}`, {
            variant: 'success',
            autoHideDuration: TOAST_MS.success,
          }),
        onError: (error) =>
          enqueueSnackbar(failureText('Error al actualizar el muelle', error), {
            variant: 'error',
            autoHideDuration: TOAST_MS.error,
          }),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ dock: null })}>
          Nuevo Muelle
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Consolidaciones disponibles para asignar
          </Typography>
          {consolidations.data?.length === 0 && (
            <Typography color="text.secondary">No hay consolidaciones pendientes de asignación.</Typography>
          )}
          <List dense>
            {(consolidations.data ?? []).map((c) => (
              <ListItem
                key={c.id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() =>
                      setAssigning({
                        kind: 'consolidation',
                        id: c.id,
                        ordersCount: c.orders_count,
                        label: `Consolidación ${c.consolidation_number}`,
                      })
                    }
                  >
                    Asignar a Muelle
                  </Button>
                }
              >
                <ListItemText
                  primary={`${c.consolidation_number} — ${c.orders_count} órdenes, ${c.total_items} unidades`}
                  secondary={c.orders.map((o) => `${o.order_number} (${o.customer_name})`).join(', ')}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      {docks.isError && <Alert severity="error">Error al cargar los muelles</Alert>}
      {docks.data?.length === 0 && <Alert severity="info">No hay muelles registrados. Cree uno con Nuevo Muelle.</Alert>}
      <Grid container spacing={2}>
        {(docks.data ?? []).map((dock) => (
          <Grid key={dock.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <DockCard
              dock={dock}
              busy={start.isPending || remove.isPending}
              onEdit={() => setForm({ dock })}
              onStart={() => startLoading(dock)}
              onComplete={() => completeLoading(dock)}
              onRemoveOrder={(orderId, orderNumber) => setRemoving({ dock, orderId, orderNumber })}
            />
          </Grid>
        ))}
      </Grid>
      <DockFormDialog open={form !== null} dock={form?.dock ?? null} onClose={() => setForm(null)} />
      <DockAssignmentDialog subject={assigning} onClose={() => setAssigning(null)} />
      <CompleteLoadingDialog
        dock={completing}
        onClose={() => setCompleting(null)}
        onDone={(shipment) => {
          setCompleting(null);
          onCompleted(shipment);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Quitar orden del muelle"
        confirmLabel="Quitar"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
      >
        {removing
          ? `¿Quitar la orden ${removing.orderNumber} del muelle ${removing.dock.name}? Vuelve a quedar recolectada, sin consolidar.`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
