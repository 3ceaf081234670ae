import { PICKING_ASSIGNMENT_MESSAGES as M, LIST_STATUS_COLORS, LIST_STATUS_LABELS, workloadColor } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PriorityChip } from '../priority-chip';
import { ScanModeSwitch } from './scan-mode-switch';
import { useState } from 'react';
import { usePickingLists } from '../../lib/picking-lists/get-picking-lists';
import { useOperators } from '../../lib/resources/operators';
import type { PickingListSummary } from '@bodega/domain';
import { PickingAssignDialog } from './picking-assign-dialog';

const OPEN = ['pending', 'assigned', 'in_progress'] as const;

/**
 * Picking assignment (/service-assignment?tab=picking and /picking-assignment):
 * operators coloured by their open workload, and every open list (no paging) with its action.
 */
export function PickingAssignmentPanel() {
  const lists = usePickingLists(OPEN);
  const operators = useOperators();
  const [target, setTarget] = useState<PickingListSummary | null>(null);
  const name = (id: number | null) => operators.data?.find((o) => o.id === id)?.username ?? '—';
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-tour="picking-assignment-operators">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Carga de Trabajo de Operarios
        </Typography>
        {operators.isError ? (
          <Alert severity="error">{M.loadError}</Alert>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {operators.data?.length === 0 && <Typography color="text.secondary">No hay operarios registrados</Typography>}
            {operators.data?.map((operator) => {
              const active = operator.assigned_lists + operator.in_progress_lists;
              return (
                <Chip
                  key={operator.id}
                  size="small"
                  color={workloadColor(active)}
                  label={`${operator.username}: ${active} ${active === 1 ? 'lista activa' : 'listas activas'} · ${operator.pending_items} items`}
                />
              );
            })}
          </Box>
        )}
      </Paper>
      {lists.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.loadError}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Listas de picking">
          <TableHead>
            <TableRow>
              <TableCell>Lista</TableCell>
              <TableCell>Orden</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell>Prioridad</TableCell>
              <TableCell align="right">Items</TableCell>
              <TableCell>Operario</TableCell>
              <TableCell>Escaneo</TableCell>
              <TableCell>Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!lists.data && (
              <TableRow>
                <TableCell colSpan={8}>Cargando...</TableCell>
              </TableRow>
            )}
            {lists.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>No hay listas de picking abiertas</TableCell>
              </TableRow>
            )}
            {lists.data?.map((list) => (
              <TableRow key={list.id} data-testid={`assign-row-${list.id}`}>
                <TableCell>{list.list_number}</TableCell>
                <TableCell>{list.order_number}</TableCell>
                <TableCell>
                  <Chip size="small" color={LIST_STATUS_COLORS[list.status]} label={LIST_STATUS_LABELS[list.status]} />
                </TableCell>
                <TableCell>
                  <PriorityChip priority={list.priority} />
                </TableCell>
                <TableCell align="right">
                  {list.completed_items}/{list.total_items}
                </TableCell>
                <TableCell>{list.assigned_user_id ? name(list.assigned_user_id) : '—'}</TableCell>
                <TableCell>
                  <ScanModeSwitch list={list} />
                </TableCell>
                <TableCell>
                  {(list.status === 'pending' || list.status === 'assigned') && (
                    <Button
                      size="small"
                      variant={list.status === 'pending' ? 'contained' : 'outlined'}
                      onClick={() => setTarget(list)}
                      aria-label={`Asignar ${list.list_number}`}
                    >
                      {list.status === 'pending' ? 'Asignar' : 'Reasignar'}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <PickingAssignDialog list={target} operators={operators.data ?? []} onClose={() => setTarget(null)} />
    </>
  );
}
