import {
  formatDateCL,
  formatNumberCL,
  INTELLIGENT_PICKING_MESSAGES as M,
  pageTitleFor,
  PICKING_ERROR_MS,
  PICKING_STRATEGY_OPTIONS,
  PICKING_SUCCESS_MS,
  PICKING_TASK_STATUSES,
  TASK_ACTION_LABELS,
  type TaskAction,
  taskActionsFor,
  taskStatusLabel,
} from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { PriorityRating } from '../../../components/priority-rating';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { DateFilter, SelectFilter } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePickingStats, usePickingTasks, type PickingTask, type TaskFilters } from '../api/get-picking-tasks';
import { useTaskAction, type TaskMutation } from '../api/task-actions';
import { TaskDetailsDialog } from '../components/task-details-dialog';
import { TaskFormDialog } from '../components/task-form-dialog';

const SUCCESS: Record<TaskMutation, string> = {
  allocate: M.allocated,
  picking_list: M.pickingListCreated,
  ship: M.shipped,
  release: M.released,
  execute: M.started,
};
const FAILURE: Record<TaskMutation, string> = {
  allocate: M.allocateError,
  picking_list: M.pickingListError,
  ship: M.shipError,
  release: M.releaseError,
  execute: M.startError,
};

function Figure({ label, value, suffix = '' }: { label: string; value: number | null | undefined; suffix?: string }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value === undefined ? '…' : value === null ? 'Sin datos' : `${formatNumberCL(value, 1)}${suffix}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** 'Picking Inteligente': stat cards from data, filters, the task table and its row menu. */
export default function IntelligentPickingPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [filters, setFilters] = useState<TaskFilters>({
    status: '',
    strategy: '',
    date_from: '',
    date_to: '',
    page: 1,
    per_page: 25,
  });
  const tasks = usePickingTasks(filters);
  const stats = usePickingStats();
  const action = useTaskAction();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; task: PickingTask } | null>(null);
  const [details, setDetails] = useState<PickingTask | null>(null);
  const [form, setForm] = useState<{ task: PickingTask | null } | null>(null);
  const set = (patch: Partial<TaskFilters>) => setFilters((prev) => ({ ...prev, ...patch, page: 1 }));

  const perform = (kind: TaskAction, task: PickingTask) => {
    setMenu(null);
    if (kind === 'details') return setDetails(task);
    if (kind === 'edit') return setForm({ task });
    const mutation: TaskMutation = kind;
    action.mutate(
      { action: mutation, task },
      {
        onSuccess: (result) => {
          const message = mutation === 'allocate' && result.fully_allocated === false ? M.partial : SUCCESS[mutation];
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: PICKING_SUCCESS_MS });
          if (mutation === 'execute' && result.picking_list_id)
            void navigate(paths.intelligentPickingList.href(result.picking_list_id));
        },
        onError: (error) =>
          enqueueSnackbar(errorMessage(error, FAILURE[mutation]), { variant: 'error', autoHideDuration: PICKING_ERROR_MS }),
      },
    );
  };

  const columns = useMemo<GridColDef<PickingTask>[]>(
    () => [
      {
        field: 'task_number',
        headerName: 'Número',
        flex: 1,
        minWidth: 130,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setDetails(row)}>
            {row.task_number}
          </Button>
        ),
      },
      {
        field: 'status',
        headerName: 'Estado',
        minWidth: 130,
        renderCell: ({ row }) => <Chip size="small" label={taskStatusLabel(row.status)} />,
      },
      {
        field: 'picking_strategy',
        headerName: 'Estrategia',
        minWidth: 100,
        valueGetter: (_v, row) => row.picking_strategy?.toUpperCase() ?? '—',
      },
      {
        field: 'priority',
        headerName: 'Prioridad',
        minWidth: 130,
        renderCell: ({ row }) => <PriorityRating priority={row.priority} />,
      },
      {
        field: 'piece_by_piece_enabled',
        headerName: 'Piece-by-Piece',
        minWidth: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.piece_by_piece_enabled ? 'secondary' : 'default'}
            label={row.piece_by_piece_enabled ? 'Habilitado' : 'Deshabilitado'}
          />
        ),
      },
      { field: 'estimated_time', headerName: 'Tiempo Est. (min)', minWidth: 130, type: 'number' },
      {
        field: 'created_at',
        headerName: 'Creado',
        minWidth: 120,
        valueGetter: (_v, row) => row.created_at || row.order_date,
        valueFormatter: (value: string) => formatDateCL(value),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        sortable: false,
        minWidth: 90,
        renderCell: ({ row }) => (
          <IconButton
            aria-label={`Acciones ${row.task_number}`}
            onClick={(event) => setMenu({ anchor: event.currentTarget, task: row })}
          >
            <MoreVertIcon />
          </IconButton>
        ),
      },
    ],
    [],
  );

  const onPage = (model: GridPaginationModel) =>
    setFilters((prev) => ({ ...prev, page: model.page + 1, per_page: model.pageSize }));

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.intelligentPicking.path, user?.role ?? null)}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void Promise.all([tasks.refetch(), stats.refetch()])}
            >
              Actualizar
            </Button>
            {user?.role === 'admin' && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ task: null })}>
                Nueva Tarea
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <Figure label="Tareas Activas" value={stats.data?.active_tasks} />
        <Figure label="Tiempo Promedio (min)" value={stats.data ? stats.data.average_time_minutes : undefined} />
        <Figure label="Eficiencia (%)" value={stats.data ? stats.data.efficiency_percent : undefined} suffix="%" />
        <Figure label="Items Procesados" value={stats.data?.items_processed} />
      </Box>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <SelectFilter
          label="Estado"
          value={filters.status}
          options={PICKING_TASK_STATUSES}
          optionLabel={taskStatusLabel}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          label="Estrategia"
          allLabel="Todas"
          value={filters.strategy}
          options={PICKING_STRATEGY_OPTIONS.map((option) => option.value)}
          optionLabel={(strategy) => PICKING_STRATEGY_OPTIONS.find((option) => option.value === strategy)?.name ?? strategy}
          onChange={(strategy) => set({ strategy })}
        />
        <DateFilter label="Desde" value={filters.date_from} onChange={(date_from) => set({ date_from })} />
        <DateFilter label="Hasta" value={filters.date_to} onChange={(date_to) => set({ date_to })} />
      </Paper>
      {tasks.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.loadTasksError}
        </Alert>
      )}
      <DataTable<PickingTask>
        rows={tasks.data?.data.tasks ?? []}
        columns={columns}
        loading={tasks.isFetching}
        paginationMode="server"
        rowCount={tasks.data?.pagination.total ?? 0}
        paginationModel={{ page: filters.page - 1, pageSize: filters.per_page }}
        onPaginationModelChange={onPage}
      />
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menu &&
          taskActionsFor(menu.task.status, menu.task.kind, user?.role).map((kind) => (
            <MenuItem key={kind} disabled={action.isPending} onClick={() => perform(kind, menu.task)}>
              {TASK_ACTION_LABELS[kind]}
            </MenuItem>
          ))}
      </Menu>
      <TaskFormDialog open={form !== null} task={form?.task ?? null} onClose={() => setForm(null)} />
      <TaskDetailsDialog
        task={details}
        onClose={() => setDetails(null)}
        onStart={(task) => {
          setDetails(null);
          perform('execute', task);
        }}
      />
    </>
  );
}
