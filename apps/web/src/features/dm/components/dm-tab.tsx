import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { DM_PAGE_SIZE } from '../lib/dm-ui';

interface DmTabProps<Row extends GridValidRowModel> {
  title: string;
  /** The header's buttons (for writers). */
  actions?: ReactNode;
  filters: ReactNode;
  /** The list query: a page of rows and the total. */
  list: { data?: { data: Row[]; pagination: { total: number } }; isFetching: boolean; isError: boolean };
  /** Shown when the list cannot be read. */
  loadError: string;
  columns: GridColDef<Row>[];
  page: number;
  onPageChange: (page: number) => void;
  /** The table's accessible name. */
  label: string;
  /** The tab's dialogs. */
  children?: ReactNode;
}

/** One tab of the DM screen: heading and buttons, filters, and the server-paged table. */
export function DmTab<Row extends GridValidRowModel>({
  title,
  actions,
  filters,
  list,
  loadError,
  columns,
  page,
  onPageChange,
  label,
  children,
}: DmTabProps<Row>) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {filters}
      </Stack>
      {list.isError && <Alert severity="error">{loadError}</Alert>}
      <PagedTable<Row>
        rows={list.data?.data ?? []}
        columns={columns}
        loading={list.isFetching}
        rowCount={list.data?.pagination.total ?? 0}
        page={page}
        pageSize={DM_PAGE_SIZE}
        onPageChange={onPageChange}
        disableColumnSorting
        aria-label={label}
      />
      {children}
    </Stack>
  );
}
