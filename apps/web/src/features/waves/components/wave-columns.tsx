import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { WavePriorityChip, WaveStatusChip } from './wave-chips';

/** The 'Estado' and 'Prioridad' columns of the wave screen's tables (orders and waves alike). */
export function statusPriorityColumns<Row extends GridValidRowModel & { status: string; priority: number }>(): GridColDef<Row>[] {
  return [
    {
      field: 'status',
      headerName: 'Estado',
      width: 130,
      sortable: false,
      renderCell: ({ row }) => <WaveStatusChip status={row.status} />,
    },
    {
      field: 'priority',
      headerName: 'Prioridad',
      width: 140,
      sortable: false,
      renderCell: ({ row }) => <WavePriorityChip priority={row.priority} />,
    },
  ];
}
