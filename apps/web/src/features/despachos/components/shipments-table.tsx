import {
  formatDateCL,
  nextShipmentStatuses,
  SHIPMENT_STATUS_COLORS,
  SHIPMENT_STATUS_LABELS,
  type Shipment,
} from '@bodega/domain';
import ArchiveIcon from '@mui/icons-material/Archive';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import EditNoteIcon from '@mui/icons-material/EditNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';

export interface ShipmentActions {
  onStatus: (shipment: Shipment) => void;
  onArchive: (shipment: Shipment) => void;
  onManifest: (shipment: Shipment) => void;
  onRegenerate: (shipment: Shipment) => void;
  onTrack: (shipment: Shipment) => void;
}

const day = (value: string | null) => (value ? formatDateCL(`${value}T12:00:00`) : '—');

/** Shipments table: 10 per page; archive, manifest PDF and external tracking. */
export function ShipmentsTable({
  rows,
  total,
  loading,
  page,
  onPage,
  actions,
}: {
  rows: Shipment[];
  total: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  actions: ShipmentActions;
}) {
  const columns = useMemo<GridColDef<Shipment>[]>(
    () => [
      { field: 'shipment_number', headerName: 'N° de envío', width: 115 },
      {
        field: 'carrier_name',
        headerName: 'Transportista',
        flex: 1,
        minWidth: 100,
      },
      { field: 'tracking_number', headerName: 'Seguimiento', width: 115, valueFormatter: (value: string | null) => value ?? '—' },
      { field: 'ship_date', headerName: 'Envío', width: 105, valueFormatter: (value: string) => day(value) },
      {
        field: 'estimated_delivery',
        headerName: 'Entrega est.',
        width: 105,
        valueFormatter: (value: string | null) => day(value),
      },
      { field: 'orders_count', headerName: 'Órdenes', type: 'number', width: 80 },
      {
        field: 'status',
        headerName: 'Estado',
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={SHIPMENT_STATUS_COLORS[row.status]}
            label={row.archived ? `${SHIPMENT_STATUS_LABELS[row.status]} (archivado)` : SHIPMENT_STATUS_LABELS[row.status]}
          />
        ),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 175,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActions
            actions={[
              {
                title: 'Cambiar estado',
                label: `Cambiar estado de ${row.shipment_number}`,
                icon: <EditNoteIcon fontSize="small" />,
                disabled: nextShipmentStatuses(row.status).length === 0,
                onClick: () => actions.onStatus(row),
              },
              {
                title: 'Descargar manifiesto PDF',
                label: `Descargar manifiesto de ${row.shipment_number}`,
                icon: <PictureAsPdfIcon fontSize="small" color={row.pdf_generated ? 'error' : 'disabled'} />,
                onClick: () => actions.onManifest(row),
              },
              {
                title: row.pdf_generated ? 'Regenerar manifiesto' : 'Generar manifiesto',
                label: `Generar manifiesto de ${row.shipment_number}`,
                icon: <AutorenewIcon fontSize="small" />,
                onClick: () => actions.onRegenerate(row),
              },
              {
                title: 'Abrir seguimiento',
                label: `Seguimiento de ${row.shipment_number}`,
                icon: <OpenInNewIcon fontSize="small" />,
                onClick: () => actions.onTrack(row),
              },
              {
                title: 'Archivar',
                label: `Archivar ${row.shipment_number}`,
                icon: <ArchiveIcon fontSize="small" />,
                hidden: row.archived,
                onClick: () => actions.onArchive(row),
              },
            ]}
          />
        ),
      },
    ],
    [actions],
  );
  return (
    <PagedTable<Shipment>
      rows={rows}
      columns={columns}
      loading={loading}
      rowCount={total}
      page={page}
      pageSize={10}
      onPageChange={onPage}
      disableColumnSorting
      aria-label="Envíos"
    />
  );
}
