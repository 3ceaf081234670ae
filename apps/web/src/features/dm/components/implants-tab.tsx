import { formatRunWithDots } from '@bodega/domain';
import EjectIcon from '@mui/icons-material/Eject';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { SelectFilter } from '../../../components/filter-bar';
import { RowActions } from '../../../components/row-actions';
import { downloadFile } from '../../../lib/download';
import { useImplants } from '../api/get-implants';
import type { Implant } from '../api/types';
import { DM_PAGE_SIZE, DM_TOASTS, formatDateTime } from '../lib/dm-ui';
import { usePagedFilters } from '../lib/use-paged-filters';
import { DetailDialog } from './detail-dialog';
import { DmTab } from './dm-tab';
import { ExplantDialog } from './explant-dialog';
import { ImplantDialog } from './implant-dialog';

/** 'Registro de Implantes'. */
export function ImplantsTab({ canWrite }: { canWrite: boolean }) {
  const { filters, page, setPage, filter } = usePagedFilters({ run_paciente: '', estado: '' });
  const implants = useImplants({ ...filters, page, per_page: DM_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [explanting, setExplanting] = useState<Implant | null>(null);
  const [detail, setDetail] = useState<Implant | null>(null);

  // Narrow fixed columns and flexible text ones whose least widths add up to 920 px: the
  // Acciones column stays in view at 1280 px beside the side menu, with no sideways scroll.
  const columns: GridColDef<Implant>[] = [
    { field: 'id', headerName: 'ID', width: 60 },
    {
      field: 'run_paciente',
      headerName: 'RUN Paciente',
      width: 115,
      valueFormatter: (value: string) => formatRunWithDots(value),
    },
    { field: 'nombre_paciente', headerName: 'Paciente', flex: 1, minWidth: 120 },
    {
      field: 'dispositivo_nombre',
      headerName: 'Dispositivo',
      flex: 1.5,
      minWidth: 150,
      renderCell: ({ row }) => `${row.dispositivo_nombre}${row.serial_number ? ` · S/N ${row.serial_number}` : ''}`,
    },
    {
      field: 'fecha_implantacion',
      headerName: 'Fecha Implantación',
      width: 145,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'nombre_profesional_implante', headerName: 'Profesional', flex: 1, minWidth: 120 },
    {
      field: 'estado',
      headerName: 'Estado',
      width: 110,
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
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <RowActions
          actions={[
            {
              title: 'Registrar explante',
              label: `Registrar explante ${row.id}`,
              icon: <EjectIcon fontSize="small" />,
              color: 'warning',
              onClick: () => setExplanting(row),
              hidden: row.estado !== 'activo' || !canWrite,
            },
            {
              title: 'Ver detalle',
              label: `Ver detalle implante ${row.id}`,
              icon: <VisibilityIcon fontSize="small" />,
              onClick: () => setDetail(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <DmTab<Implant>
      title="Registro de Implantes"
      actions={
        canWrite && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Registrar Implante
          </Button>
        )
      }
      filters={
        <>
          <TextField
            size="small"
            label="Buscar por RUN"
            value={filters.run_paciente}
            onChange={(e) => filter('run_paciente')(e.target.value)}
          />
          <SelectFilter
            label="Estado"
            value={filters.estado}
            options={['activo', 'explantado']}
            optionLabel={(estado) => (estado === 'activo' ? 'Activo' : 'Explantado')}
            onChange={filter('estado')}
            sx={{ minWidth: 160 }}
          />
        </>
      }
      list={implants}
      loadError={DM_TOASTS.loadImplants}
      columns={columns}
      page={page}
      onPageChange={setPage}
      label="Implantes"
    >
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
    </DmTab>
  );
}
