import { DEVICE_STATES } from '@bodega/domain';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { useStates } from '../api/get-states';
import type { StateRow } from '../api/types';
import { DM_TOASTS, STATE_COLORS, formatDateTime } from '../lib/dm-ui';
import { StateDialog } from './state-dialog';
import { TimelineDialog } from './timeline-dialog';

const PAGE_SIZE = 10;
const PERIODS = [
  ['7', 'Últimos 7 días'],
  ['30', 'Últimos 30 días'],
  ['90', 'Últimos 90 días'],
  ['all', 'Todo'],
] as const;

/** 'Gestión de Estados de DM'. */
export function StatesTab({ canWrite }: { canWrite: boolean }) {
  const [busqueda, setBusqueda] = useState('');
  const [estado, setEstado] = useState('');
  const [dias, setDias] = useState('30');
  const [page, setPage] = useState(1);
  const states = useStates({ busqueda, estado, dias, page, per_page: PAGE_SIZE });
  const [changing, setChanging] = useState(false);
  const [timeline, setTimeline] = useState<StateRow | null>(null);

  const columns: GridColDef<StateRow>[] = [
    {
      field: 'dispositivo_nombre',
      headerName: 'Dispositivo',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => `${row.dispositivo_nombre}${row.serie ? ` · S/N ${row.serie}` : ''}`,
    },
    { field: 'lote', headerName: 'Lote', width: 120 },
    {
      field: 'estado',
      headerName: 'Estado',
      width: 170,
      renderCell: ({ row }) => <Chip size="small" label={row.estado} color={STATE_COLORS[row.estado] ?? 'default'} />,
    },
    { field: 'fecha_cambio', headerName: 'Fecha Cambio', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
    { field: 'usuario_responsable', headerName: 'Usuario', width: 120 },
    {
      field: 'acciones',
      headerName: 'Acciones',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title="Historial completo">
          <IconButton size="small" aria-label={`Historial completo ${row.inventory_item_id}`} onClick={() => setTimeline(row)}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          Gestión de Estados de DM
        </Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setChanging(true)}>
            Cambiar Estado
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="Buscar dispositivo"
          value={busqueda}
          onChange={(e) => (setBusqueda(e.target.value), setPage(1))}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label="Estado"
          value={estado}
          onChange={(e) => (setEstado(e.target.value), setPage(1))}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {DEVICE_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Período"
          value={dias}
          onChange={(e) => (setDias(e.target.value), setPage(1))}
          sx={{ minWidth: 160 }}
        >
          {PERIODS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {states.isError && <Alert severity="error">{DM_TOASTS.loadHistory}</Alert>}
      <DataTable<StateRow>
        rows={states.data?.data ?? []}
        columns={columns}
        loading={states.isFetching}
        paginationMode="server"
        rowCount={states.data?.pagination.total ?? 0}
        paginationModel={{ page: page - 1, pageSize: PAGE_SIZE }}
        onPaginationModelChange={(model) => setPage(model.page + 1)}
        pageSizeOptions={[PAGE_SIZE]}
        disableColumnSorting
        aria-label="Estados de dispositivos"
      />
      {changing && <StateDialog open onClose={() => setChanging(false)} />}
      <TimelineDialog
        deviceId={timeline?.inventory_item_id ?? null}
        title={timeline ? `${timeline.dispositivo_nombre}${timeline.serie ? ` · S/N ${timeline.serie}` : ''}` : ''}
        onClose={() => setTimeline(null)}
      />
    </Stack>
  );
}
