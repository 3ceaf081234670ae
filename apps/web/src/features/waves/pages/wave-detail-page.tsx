import { formatNumberCL, isPartlyAllocated, partialAllocationWarning, progressPercent } from '@bodega/domain';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage, failureText } from '../../../lib/api-client';
import { useCancelWave } from '../api/cancel-wave';
import { useWave } from '../api/get-wave';
import { WavePriorityChip, WaveStatusChip } from '../components/wave-chips';
import { WAVE_TOAST_MS } from '../lib/wave-messages';

/** /wave-picking/:id: a wave's orders and its batch picking lists with progress and route. */
export default function WaveDetailPage() {
  const id = Number(useParams().id);
  const wave = useWave(id);
  const cancel = useCancelWave();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const back = (
    <Button component={RouterLink} to={paths.wavePicking.href()} startIcon={<ArrowBackIcon />}>
      Volver a Olas
    </Button>
  );
  if (wave.isPending) return <PageLoader />;
  if (wave.isError)
    return (
      <Alert severity="error" action={back}>
        {errorMessage(wave.error, 'Error al cargar la ola')}
      </Alert>
    );
  const w = wave.data;
  return (
    <Box>
      <PageHeader
        title={w.name}
        description={w.notes ?? undefined}
        actions={
          <>
            {w.status === 'pending' && (
              <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                Cancelar Ola
              </Button>
            )}
            {back}
          </>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Cancelar Ola"
        confirmLabel="Cancelar Ola"
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(w.id, {
            onSuccess: () => {
              setConfirming(false);
              enqueueSnackbar('Ola cancelada exitosamente', { variant: 'success', autoHideDuration: WAVE_TOAST_MS.success });
            },
            onError: (error) =>
              enqueueSnackbar(failureText('Error al cancelar la ola', error), {
                variant: 'error',
                autoHideDuration: WAVE_TOAST_MS.error,
              }),
          })
        }
      >
        Sus listas de picking se anulan y sus órdenes quedan libres, con su inventario asignado, para otra ola o para recogerlas
        solas.
      </ConfirmDialog>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <WaveStatusChip status={w.status} />
        <WavePriorityChip priority={w.priority} />
        <Chip label={`${w.order_count} órdenes`} />
        <Chip label={`Listas: ${w.completed_lists}/${w.list_count} completadas`} />
        <Chip label={`Estimado: ${formatNumberCL(w.estimated_time, 1)} min`} />
        {w.actual_time !== null && <Chip color="success" label={`Real: ${formatNumberCL(w.actual_time, 1)} min`} />}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6">Órdenes</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Número</TableCell>
              <TableCell>Cliente</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell>Prioridad</TableCell>
              <TableCell align="right">Items</TableCell>
              <TableCell align="right">Asignados</TableCell>
              <TableCell align="right">Recolectados</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {w.orders.map((o) => (
              <TableRow key={o.id}>
                <TableCell>{o.order_number}</TableCell>
                <TableCell>{o.customer_name}</TableCell>
                <TableCell>
                  <WaveStatusChip status={o.status} />
                </TableCell>
                <TableCell>
                  <WavePriorityChip priority={o.priority} />
                </TableCell>
                <TableCell align="right">{o.total_items}</TableCell>
                <TableCell align="right">
                  {isPartlyAllocated({ requested: o.total_items, allocated: o.allocated_units }) ? (
                    <Tooltip
                      title={partialAllocationWarning({
                        order_number: o.order_number,
                        requested: o.total_items,
                        allocated: o.allocated_units,
                      })}
                    >
                      <Chip
                        size="small"
                        color="warning"
                        icon={<WarningAmberIcon />}
                        label={`${o.allocated_units}/${o.total_items}`}
                        data-testid={`wave-order-partial-${o.id}`}
                      />
                    </Tooltip>
                  ) : (
                    `${o.allocated_units}/${o.total_items}`
                  )}
                </TableCell>
                <TableCell align="right">{o.picked_units}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Listas de Picking
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {w.lists.map((list) => (
          <Card key={list.id} variant="outlined" data-testid="wave-list">
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Link
                  component={RouterLink}
                  to={paths.intelligentPickingList.href(list.id, list.status === 'completed')}
                  variant="subtitle1"
                >
                  {list.list_number}
                </Link>
                <WaveStatusChip status={list.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                Órdenes: {list.order_numbers.join(', ')} · Operario: {list.assigned_username ?? 'Sin asignar'} · Estimado:{' '}
                {list.estimated_time} min
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                Progreso: {list.completed_items}/{list.total_items} items ({list.picked_units}/{list.total_units} unidades)
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progressPercent(list.completed_items, list.total_items)}
                aria-label={`Progreso de ${list.list_number}`}
                sx={{ my: 1 }}
              />
              {list.route ? (
                <>
                  <Typography variant="body2">
                    Ruta: {list.route.steps.length} paradas · {list.route.total_distance} m · {list.route.estimated_time} min
                  </Typography>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>#</TableCell>
                        <TableCell>Ubicación</TableCell>
                        <TableCell align="right">Items</TableCell>
                        <TableCell align="right">Cantidad</TableCell>
                        <TableCell align="right">Distancia (m)</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {list.route.steps.map((step) => (
                        <TableRow key={step.sequence}>
                          <TableCell>{step.sequence}</TableCell>
                          <TableCell>{step.location_code}</TableCell>
                          <TableCell align="right">{step.item_count}</TableCell>
                          <TableCell align="right">{step.total_quantity}</TableCell>
                          <TableCell align="right">{step.distance_from_previous}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Sin ruta: las ubicaciones de la lista no tienen un plano de bodega único.
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
