import { formatRunWithDots } from '@bodega/domain';
import EjectIcon from '@mui/icons-material/Eject';
import VisibilityIcon from '@mui/icons-material/Visibility';
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
import { downloadFile } from '../../../lib/download';
import { useImplants } from '../api/get-implants';
import type { Implant } from '../api/types';
import { DM_TOASTS, formatDateTime } from '../lib/dm-ui';
import { DetailDialog } from './detail-dialog';
import { ExplantDialog } from './explant-dialog';
import { ImplantDialog } from './implant-dialog';

const PAGE_SIZE = 10;

/** 'Registro de Implantes'. */
export function ImplantsTab({ canWrite }: { canWrite: boolean }) {
  const [run, setRun] = useState('');
  const [estado, setEstado] = useState('');
  const [page, setPage] = useState(1);
  const implants = useImplants({ run_paciente: run, estado, page, per_page: PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [explanting, setExplanting] = useState<Implant | null>(null);
  const [detail, setDetail] = useState<Implant | null>(null);

  const columns: GridColDef<Implant>[] = [
    { field: 'id', headerName: 'ID', width: 70 },
    {
      field: 'run_paciente',
      headerName: 'RUN Paciente',
      width: 130,
      valueFormatter: (value: string) => formatRunWithDots(value),
    },
    { field: 'nombre_paciente', headerName: 'Paciente', flex: 1, minWidth: 150 },
    {
      field: 'dispositivo_nombre',
      headerName: 'Dispositivo',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => `${row.dispositivo_nombre}${row.serial_number ? ` · S/N ${row.serial_number}` : ''}`,
    },
    {
      field: 'fecha_implantacion',
      headerName: 'Fecha Implantación',
      width: 160,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'nombre_profesional_implante', headerName: 'Profesional', width: 160 },
    {
      field: 'estado',
      headerName: 'Estado',
      width: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.estado === 'activo' ? 'Activo' : 'Explantado'}
          color={row.estado === 'activo' ? 'success' : 'default'}
        />
      ),
    },
    {
      field: 'acciones',
      headerName: 'Acciones',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          {row.estado === 'activo' && canWrite && (
            <Tooltip title="Registrar explante">
              <IconButton
                size="small"
                color="warning"
                aria-label={`Registrar explante ${row.id}`}
                onClick={() => setExplanting(row)}
              >
                <EjectIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Ver detalle">
            <IconButton size="small" aria-label={`Ver detalle implante ${row.id}`} onClick={() => setDetail(row)}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          Registro de Implantes
        </Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Registrar Implante
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField size="small" label="Buscar por RUN" value={run} onChange={(e) => (setRun(e.target.value), setPage(1))} />
        <TextField
          select
          size="small"
          label="Estado"
          value={estado}
          onChange={(e) => (setEstado(e.target.value), setPage(1))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Todos</MenuItem>
          <MenuItem value="activo">Activo</MenuItem>
          <MenuItem value="explantado">Explantado</MenuItem>
        </TextField>
      </Stack>
      {implants.isError && <Alert severity="error">{DM_TOASTS.loadImplants}</Alert>}
      <DataTable<Implant>
        rows={implants.data?.data ?? []}
        columns={columns}
        loading={implants.isFetching}
        paginationMode="server"
        rowCount={implants.data?.pagination.total ?? 0}
        paginationModel={{ page: page - 1, pageSize: PAGE_SIZE }}
        onPaginationModelChange={(model) => setPage(model.page + 1)}
        pageSizeOptions={[PAGE_SIZE]}
        disableColumnSorting
        aria-label="Implantes"
      />
      {creating && <ImplantDialog open onClose={() => setCreating(false)} />}
      <ExplantDialog key={explanting?.id ?? 'none'} implant={explanting} onClose={() => setExplanting(null)} />
      <DetailDialog
        title={detail ? `Implante ${detail.referencia}` : null}
        onClose={() => setDetail(null)}
        actions={
          detail && (
            <Button
              onClick={() => void downloadFile(`/dm/implantes/${detail.id}/tarjeta`, `tarjeta_implante_${detail.referencia}.pdf`)}
            >
              Tarjeta de implante (PDF)
            </Button>
          )
        }
        rows={
          detail
            ? [
                ['Paciente', `${detail.nombre_paciente} — RUN ${formatRunWithDots(detail.run_paciente)}`],
                ['Dispositivo', `${detail.dispositivo_nombre} (${detail.sku})`],
                ['GTIN', detail.gtin],
                ['Lote', detail.lot_number],
                ['Serie', detail.serial_number],
                ['UDI escaneado', detail.udi_raw],
                ['Servicio clínico', detail.servicio_clinico],
                ['Fecha implantación', formatDateTime(detail.fecha_implantacion)],
                ['Profesional', detail.nombre_profesional_implante],
                [
                  'Prestación',
                  `${detail.prestacion_quirurgica}${detail.codigo_prestacion ? ` (${detail.codigo_prestacion})` : ''}`,
                ],
                ['Observaciones', detail.observaciones],
                ['Fecha explante', formatDateTime(detail.fecha_explantacion)],
                ['Profesional explante', detail.nombre_profesional_explante],
                ['Motivo explante', detail.motivo_explante],
                ['Estado tras explante', detail.estado_tras_explante],
              ]
            : []
        }
      />
    </Stack>
  );
}
