import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { PagedTable } from './paged-table';

interface ReferenceCellProps {
  reference: string;
  /** Phones show the hidden columns' gist under the reference. */
  narrow: boolean;
  subtitle: ReactNode;
  chip: ReactNode;
}

/** A document's reference in bold; on phones with its subtitle and status chip below. */
export function ReferenceCell({ reference, narrow, subtitle, chip }: ReferenceCellProps) {
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.75 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {reference}
      </Typography>
      {narrow && (
        <>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
            {subtitle}
          </Typography>
          {chip}
        </>
      )}
    </Box>
  );
}

/** 'Gasa estéril y 2 más': a document's first product and how many lines follow it. */
export function productsSummary(lines: readonly { product: { name: string } }[], count: number): string {
  const first = lines[0];
  if (!first) return '—';
  const more = count > 1 ? ` y ${count - 1} más` : '';
  return `${first.product.name}${more}`;
}

interface ProductsCellProps {
  summary: string;
  count: number;
  totalQuantity: number;
}

/** The products column: the summary, then 'N líneas · M unidades'. */
export function ProductsCell({ summary, count, totalQuantity }: ProductsCellProps) {
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {summary}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {count} {count === 1 ? 'línea' : 'líneas'} · {totalQuantity} unidades
      </Typography>
    </Box>
  );
}

interface DocumentTableProps<Row extends GridValidRowModel> {
  rows: Row[];
  columns: GridColDef<Row>[];
  rowCount: number;
  loading: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The text of an empty list. */
  emptyText: string;
  /** Columns hidden on phones (their gist shows in the reference cell). */
  hiddenWhenNarrow: string[];
  narrow: boolean;
  'aria-label': string;
}

/** A list of documents paged on the server, fixed page size, rows as tall as their content. */
export function DocumentTable<Row extends GridValidRowModel>({
  rows,
  columns,
  rowCount,
  loading,
  page,
  pageSize,
  onPageChange,
  emptyText,
  hiddenWhenNarrow,
  narrow,
  'aria-label': ariaLabel,
}: DocumentTableProps<Row>) {
  return (
    <PagedTable<Row>
      rows={rows}
      columns={columns}
      loading={loading}
      getRowHeight={() => 'auto'}
      rowCount={rowCount}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      disableColumnSorting
      columnVisibilityModel={narrow ? Object.fromEntries(hiddenWhenNarrow.map((field) => [field, false])) : {}}
      emptyText={emptyText}
      aria-label={ariaLabel}
    />
  );
}

/** The 'Referencia' column: wide on phones, where it carries the hidden columns' gist. */
export function referenceColumn<Row extends { reference: string }>(
  narrow: boolean,
  subtitle: (row: Row) => string,
  chip: (row: Row) => ReactNode,
): GridColDef<Row> {
  return {
    field: 'reference',
    headerName: 'Referencia',
    ...(narrow ? { flex: 1, minWidth: 150 } : { width: 120 }),
    renderCell: ({ row }) => (
      <ReferenceCell reference={row.reference} narrow={narrow} subtitle={subtitle(row)} chip={chip(row)} />
    ),
  };
}

/** The 'Productos' column: the summary, with the line count and total units below. */
export function productsColumn<Row extends GridValidRowModel>(
  summary: (row: Row) => string,
  count: (row: Row) => number,
  totalQuantity: (row: Row) => number,
): GridColDef<Row> {
  return {
    field: 'products',
    headerName: 'Productos',
    flex: 1,
    minWidth: 170,
    valueGetter: (_value, row) => summary(row),
    renderCell: ({ row }) => <ProductsCell summary={summary(row)} count={count(row)} totalQuantity={totalQuantity(row)} />,
  };
}
