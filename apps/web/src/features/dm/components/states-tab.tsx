import { DEVICE_STATES } from '@bodega/domain';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { SelectFilter } from '../../../components/filter-bar';
import { RowActions } from '../../../components/row-actions';
import { useStates } from '../api/get-states';
import type { StateRow } from '../api/types';
import { DM_PAGE_SIZE, DM_TOASTS, STATE_COLORS, formatDateTime } from '../lib/dm-ui';
import { usePagedFilters } from '../lib/use-paged-filters';
import { DmTab } from './dm-tab';
import { StateDialog } from './state-dialog';
import { TimelineDialog } from './timeline-dialog';

const PERIODS = [
  ['7', 'Últimos 7 días'],
  ['30', 'Últimos 30 días'],
  ['90', 'Últimos 90 días'],
  ['all', 'Todo'],
] as const;

/** 'Gestión de Estados de DM'. */
export function StatesTab({ canWrite }: { canWrite: boolean }) {
  const { filters, page, setPage, filter } = usePagedFilters({ busqueda: '', estado: '', dias: '30' });
  const states = useStates({ ...filters, page, per_page: DM_PAGE_SIZE });
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
        <RowActions
          actions={[
            {
              title: 'Historial completo',
              label: `Historial completo ${row.inventory_item_id}`,
              icon: <HistoryIcon fontSize="small" />,
              onClick: () => setTimeline(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <DmTab<StateRow>
      title="Gestión de Estados de DM"
      actions={
        canWrite && (
          <Button variant="contained" onClick={() => setChanging(true)}>
            Cambiar Estado
          </Button>
        )
      }
      filters={
        <>
          <TextField
            size="small"
            label="Buscar dispositivo"
            value={filters.busqueda}
            onChange={(e) => filter('busqueda')(e.target.value)}
            sx={{ flex: 1 }}
          />
          <SelectFilter
            label="Estado"
            value={filters.estado}
            options={DEVICE_STATES}
            onChange={filter('estado')}
            sx={{ minWidth: 180 }}
          />
          <TextField
            select
            size="small"
            label="Período"
            value={filters.dias}
            onChange={(e) => filter('dias')(e.target.value)}
            sx={{ minWidth: 160 }}
          >
            {PERIODS.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      list={states}
      loadError={DM_TOASTS.loadHistory}
      columns={columns}
      page={page}
      onPageChange={setPage}
      label="Estados de dispositivos"
    >
      {changing && <StateDialog open onClose={() => setChanging(false)} />}
      <TimelineDialog
        deviceId={timeline?.inventory_item_id ?? null}
        title={timeline ? `${timeline.dispositivo_nombre}${timeline.serie ? ` · S/N ${timeline.serie}` : ''}` : ''}
        onClose={() => setTimeline(null)}
      />
    </DmTab>
  );
}
