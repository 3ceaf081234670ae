import { BULK_IMPORT_MESSAGES } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/data-table';
import type { BulkResult, BulkRowResult } from '../api/bulk-import-products';

const STATUS = {
  created: { label: 'Creado', color: 'success' },
  merged: { label: 'Unido', color: 'info' },
  refused: { label: 'Rechazado', color: 'error' },
} as const;

const columns: GridColDef<BulkRowResult>[] = [
  { field: 'row', headerName: 'Fila', width: 70, type: 'number' },
  { field: 'sku', headerName: 'SKU', width: 120 },
  {
    field: 'status',
    headerName: 'Resultado',
    width: 110,
    renderCell: ({ row }) => <Chip size="small" color={STATUS[row.status].color} label={STATUS[row.status].label} />,
  },
  {
    field: 'reason',
    headerName: 'Motivo',
    flex: 1,
    minWidth: 200,
    valueGetter: (value: string | null, row) => value ?? (row.auto_generated ? `Código generado: ${row.barcode}` : ''),
  },
];

/** Step 3: what the server did with every row, created ones included, and why. */
export function BulkImportResult({ result }: { result: Omit<BulkResult, 'message'> }) {
  const rows = result.results;
  return (
    <Box>
      <Alert severity={result.created > 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {BULK_IMPORT_MESSAGES.created(result.created)}
        {result.merged > 0 && ` · ${result.merged} filas unidas por SKU repetido`}
        {result.refused > 0 && ` · ${result.refused} filas rechazadas`}
      </Alert>
      {rows.length > 0 && (
        <DataTable<BulkRowResult>
          rows={rows}
          columns={columns}
          getRowId={(row) => row.row}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
          aria-label="Resultado por fila"
        />
      )}
    </Box>
  );
}
