import { formatDateCL, PRIORITY_LABELS, waveCreateSchema, type WaveOrderOption, type WaveResult } from '@bodega/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DataTable } from '../../../components/data-table';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateWave } from '../api/create-wave';
import { useWaveOrders } from '../api/get-wave-orders';
import { WAVE_MESSAGES, WAVE_TOAST_MS } from '../lib/wave-messages';
import { statusPriorityColumns } from './wave-columns';

export const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
interface FormValues {
  name: string;
  priority: number;
  notes: string;
}
const DEFAULTS: FormValues = { name: '', priority: 2, notes: '' };

const columns: GridColDef<WaveOrderOption>[] = [
  { field: 'order_number', headerName: 'Número', flex: 1, minWidth: 130, sortable: false },
  {
    field: 'customer',
    headerName: 'Cliente',
    flex: 1.4,
    minWidth: 160,
    sortable: false,
    valueGetter: (_v, row) => row.customer?.name ?? WAVE_MESSAGES.noCustomer,
  },
  ...statusPriorityColumns<WaveOrderOption>(),
  { field: 'total_items', headerName: 'Items', width: 90, type: 'number', sortable: false },
  {
    field: 'required_date',
    headerName: 'Fecha Requerida',
    width: 140,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? formatDateCL(value) : '—'),
  },
];

/**
 * Tab 'Crear Ola': searchable, selectable orders and the wave form. The selection belongs to the
 * page, so it is still there after a look at another tab.
 */
export function CreateWaveTab({
  onCreated,
  onAnalyze,
  selection,
  onSelectionChange: setSelection,
}: {
  onCreated: (result: WaveResult) => void;
  onAnalyze: (orderIds: number[]) => void;
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const orders = useWaveOrders({ search: debounced, page: pagination.page + 1, per_page: pagination.pageSize });
  const create = useCreateWave();
  const form = useForm<
    FormValues,
    unknown,
    { name?: string | null | undefined; priority: number; notes?: string | null | undefined }
  >({
    defaultValues: DEFAULTS,
    resolver: formResolver(waveCreateSchema.omit({ order_ids: true })),
  });
  const selected = [...selection.ids].map(Number);

  const submit = form.handleSubmit((values) => {
    if (selected.length === 0) return;
    create.mutate(
      { order_ids: selected, name: values.name ?? null, priority: values.priority, notes: values.notes ?? null },
      {
        onSuccess: (result) => {
          setSelection(EMPTY_SELECTION);
          form.reset(DEFAULTS);
          onCreated(result);
        },
        onError: (error) =>
          enqueueSnackbar(failureText(WAVE_MESSAGES.createError, error), {
            variant: 'error',
            autoHideDuration: WAVE_TOAST_MS.error,
          }),
      },
    );
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 320px' } }}>
      <Box sx={{ minWidth: 0 }}>
        <TextField
          size="small"
          fullWidth
          label="Buscar órdenes"
          placeholder="Número de orden o cliente"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ mb: 1 }}
        />
        {orders.isError && (
          <Typography color="error" sx={{ mb: 1 }}>
            {WAVE_MESSAGES.loadOrdersError}
          </Typography>
        )}
        <DataTable<WaveOrderOption>
          rows={orders.data?.data ?? []}
          columns={columns}
          loading={orders.isFetching}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          paginationMode="server"
          rowCount={orders.data?.pagination.total ?? 0}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          localeText={{ noRowsLabel: 'No hay órdenes pendientes o asignadas disponibles' }}
        />
      </Box>
      <Paper component="form" variant="outlined" sx={{ p: 2, alignSelf: 'start' }} onSubmit={(event) => void submit(event)}>
        <Typography variant="h6">Configuración de Ola</Typography>
        <Typography sx={{ my: 1 }} data-testid="selected-count">
          Órdenes seleccionadas: {selected.length}
        </Typography>
        <Stack spacing={2}>
          <Controller
            name="name"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                size="small"
                label="Nombre de la ola (opcional)"
                helperText={fieldState.error?.message ?? 'Se genera automáticamente si queda vacío'}
                error={!!fieldState.error}
              />
            )}
          />
          <Controller
            name="priority"
            control={form.control}
            render={({ field }) => (
              <TextField
                {...field}
                select
                size="small"
                label="Prioridad de la ola"
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                {Object.entries(PRIORITY_LABELS).map(([value, label]) => (
                  <MenuItem key={value} value={Number(value)}>
                    {value} - {label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="notes"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                size="small"
                label="Notas"
                multiline
                minRows={2}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Button type="submit" variant="contained" disabled={selected.length === 0 || create.isPending}>
            Crear Ola
          </Button>
          <Button variant="outlined" disabled={selected.length === 0} onClick={() => onAnalyze(selected)}>
            Analizar Primero
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
