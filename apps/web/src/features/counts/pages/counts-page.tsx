import {
  COUNT_CAUSE_LABELS,
  COUNT_FREQUENCIES,
  COUNT_FREQUENCY_LABELS,
  COUNT_REASON_CODES,
  COUNT_REASON_LABELS,
  COUNT_TASK_STATE_LABELS,
  formatDateTimeCL,
  pageTitleFor,
  type CountPlanInput,
  type CountReasonCode,
  type CountTaskAdmin,
  type CountTaskState,
  type CountVariance,
} from '@bodega/domain';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import {
  countTasksQuery,
  useApproveVariance,
  useAssignCount,
  useCountAccuracy,
  useCountPlan,
  useGenerateCounts,
  useSaveCountPlan,
  useVariances,
} from '../../../lib/counts/counts-api';
import { useOperators } from '../../../lib/resources/operators';
import { useSession } from '../../../lib/session';

type CountsTab = 'tareas' | 'aprobar' | 'plan' | 'historial';
const TABS: ReadonlyArray<[CountsTab, string]> = [
  ['tareas', 'Tareas'],
  ['aprobar', 'Diferencias por aprobar'],
  ['plan', 'Plan'],
  ['historial', 'Historial'],
];

/** '/conteos': cycle-count plans, tasks and their assignment, variances to approve, history. */
export default function CountsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CountsTab = TABS.some(([value]) => value === requested) ? (requested as CountsTab) : 'tareas';
  const generate = useGenerateCounts();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.counts.path, user?.role ?? null)}
        actions={
          <Button
            variant="contained"
            startIcon={<PlaylistAddIcon />}
            disabled={generate.isPending}
            onClick={() =>
              generate.mutate(undefined, {
                onSuccess: (result) =>
                  enqueueSnackbar(
                    `${result.created} tareas generadas (${result.skipped_open} ubicaciones ya tenían una abierta)`,
                    {
                      variant: 'success',
                    },
                  ),
                onError: (error) =>
                  enqueueSnackbar(errorMessage(error, 'No se pudieron generar las tareas'), { variant: 'error' }),
              })
            }
          >
            Generar tareas vencidas
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={tab} onChange={(_e, value: CountsTab) => setParams({ tab: value }, { replace: true })} variant="scrollable">
          {TABS.map(([value, label]) => (
            <Tab key={value} value={value} label={label} />
          ))}
        </Tabs>
      </Paper>
      {tab === 'tareas' && <TasksTab />}
      {tab === 'aprobar' && <ApprovalsTab />}
      {tab === 'plan' && <PlanTab />}
      {tab === 'historial' && <HistoryTab />}
    </>
  );
}

function stateChip(task: CountTaskAdmin) {
  const color =
    task.state === 'por_aprobar'
      ? 'warning'
      : task.state === 'en_curso'
        ? 'info'
        : task.state === 'cerrada'
          ? 'success'
          : 'default';
  return <Chip size="small" color={color} label={COUNT_TASK_STATE_LABELS[task.state]} />;
}

const OPEN_STATES: readonly CountTaskState[] = ['pendiente', 'asignada', 'en_curso', 'por_aprobar'];

function TasksTab() {
  const [state, setState] = useState<CountTaskState | ''>('');
  const [page, setPage] = useState(0);
  const tasks = useQuery(countTasksQuery({ open: true, state: state || undefined, page: page + 1 }));
  const operators = useOperators();
  const assign = useAssignCount();
  const { enqueueSnackbar } = useSnackbar();
  const open = tasks.data?.data ?? [];
  if (tasks.isError) return <Alert severity="error">No se pudieron cargar las tareas</Alert>;
  return (
    <Paper variant="outlined">
      <Box sx={{ p: 2, pb: 0 }}>
        <TextField
          select
          size="small"
          label="Estado"
          value={state}
          onChange={(e) => {
            setState(e.target.value as CountTaskState | '');
            setPage(0);
          }}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Todas las abiertas</MenuItem>
          {OPEN_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {COUNT_TASK_STATE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TableContainer>
        <Table size="small" data-testid="count-tasks-table">
          <TableHead>
            <TableRow>
              <TableCell>N°</TableCell>
              <TableCell>Ubicación</TableCell>
              <TableCell>Motivo</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell>Vence</TableCell>
              <TableCell>Operario</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {open.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{tasks.data ? 'No hay tareas abiertas' : 'Cargando...'}</TableCell>
              </TableRow>
            )}
            {open.map((task) => {
              const assignable = task.state === 'pendiente' || task.state === 'asignada';
              return (
                <TableRow key={task.id} data-testid={`count-row-${task.number}`}>
                  <TableCell>{task.number}</TableCell>
                  <TableCell>{task.location.code}</TableCell>
                  <TableCell>{task.is_recount ? 'Reconteo' : COUNT_CAUSE_LABELS[task.cause]}</TableCell>
                  <TableCell>{stateChip(task)}</TableCell>
                  <TableCell>{formatDateTimeCL(task.due_at)}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    {assignable ? (
                      <TextField
                        select
                        size="small"
                        fullWidth
                        label="Asignar a"
                        value={task.operator?.id ?? ''}
                        onChange={(e) =>
                          assign.mutate(
                            { id: task.id, operator_id: Number(e.target.value) },
                            {
                              onSuccess: () => enqueueSnackbar(`${task.number} asignada`, { variant: 'success' }),
                              onError: (error) =>
                                enqueueSnackbar(errorMessage(error, 'No se pudo asignar'), { variant: 'error' }),
                            },
                          )
                        }
                      >
                        {(operators.data ?? []).map((operator) => (
                          <MenuItem key={operator.id} value={operator.id} disabled={operator.id === task.excluded_operator_id}>
                            {operator.username}
                            {operator.id === task.excluded_operator_id ? ' (hizo el primer conteo)' : ''}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      (task.operator?.name ?? '—')
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={tasks.data?.pagination.total ?? 0}
        page={page}
        onPageChange={(_e, value) => setPage(value)}
        rowsPerPage={25}
        rowsPerPageOptions={[25]}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      />
    </Paper>
  );
}

function ApprovalsTab() {
  const variances = useVariances('por_aprobar');
  const rows = variances.data?.data ?? [];
  if (variances.isError) return <Alert severity="error">No se pudieron cargar las diferencias</Alert>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid="count-variances-table">
        <TableHead>
          <TableRow>
            <TableCell>Conteo</TableCell>
            <TableCell>Ubicación</TableCell>
            <TableCell>Producto</TableCell>
            <TableCell>Lote / Serie</TableCell>
            <TableCell align="right">Sistema</TableCell>
            <TableCell align="right">Contado</TableCell>
            <TableCell align="right">Diferencia</TableCell>
            <TableCell>Motivo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{variances.data ? 'No hay diferencias por aprobar' : 'Cargando...'}</TableCell>
            </TableRow>
          )}
          {rows.map((variance) => (
            <VarianceRow key={variance.id} variance={variance} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function VarianceRow({ variance }: { variance: CountVariance }) {
  const [reason, setReason] = useState<CountReasonCode | ''>('');
  const [text, setText] = useState('');
  const approve = useApproveVariance();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <TableRow data-testid={`variance-row-${variance.id}`}>
      <TableCell>{variance.task_number}</TableCell>
      <TableCell>{variance.location.code}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        {variance.product.name}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {variance.product.sku}
        </Typography>
      </TableCell>
      <TableCell>{[variance.lot_number, variance.serial_number].filter(Boolean).join(' / ') || '—'}</TableCell>
      <TableCell align="right">{variance.expected_quantity}</TableCell>
      <TableCell align="right">{variance.counted_quantity}</TableCell>
      <TableCell align="right" sx={{ color: variance.variance < 0 ? 'error.main' : 'success.main', fontWeight: 700 }}>
        {variance.variance > 0 ? `+${variance.variance}` : variance.variance}
      </TableCell>
      <TableCell sx={{ minWidth: 280 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <TextField
              select
              size="small"
              label="Motivo"
              value={reason}
              onChange={(e) => setReason(e.target.value as CountReasonCode)}
            >
              {COUNT_REASON_CODES.map((code) => (
                <MenuItem key={code} value={code}>
                  {COUNT_REASON_LABELS[code]}
                </MenuItem>
              ))}
            </TextField>
            {reason === 'otro' && (
              <TextField size="small" label="Detalle" value={text} onChange={(e) => setText(e.target.value)} />
            )}
          </Stack>
          <Button
            variant="contained"
            disabled={!reason || approve.isPending}
            onClick={() =>
              approve.mutate(
                { id: variance.id, reason_code: reason as CountReasonCode, reason_text: text },
                {
                  onSuccess: () => enqueueSnackbar('Diferencia aprobada: stock ajustado', { variant: 'success' }),
                  onError: (error) => enqueueSnackbar(errorMessage(error, 'No se pudo aprobar'), { variant: 'error' }),
                },
              )
            }
          >
            Aprobar
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function PlanTab() {
  const plan = useCountPlan();
  if (plan.isError) return <Alert severity="error">No se pudo cargar el plan</Alert>;
  if (!plan.data) return <Typography>Cargando...</Typography>;
  const { updated_at: _at, updated_by: _by, ...initial } = plan.data;
  return <PlanForm initial={initial} />;
}

function PlanForm({ initial }: { initial: CountPlanInput }) {
  const save = useSaveCountPlan();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<CountPlanInput>(initial);
  const frequency = (key: 'frequency_a' | 'frequency_b' | 'frequency_c' | 'frequency_priority', label: string) => (
    <TextField select size="small" label={label} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })}>
      {COUNT_FREQUENCIES.map((f) => (
        <MenuItem key={f} value={f}>
          {COUNT_FREQUENCY_LABELS[f]}
        </MenuItem>
      ))}
    </TextField>
  );
  const toggle = (key: 'trigger_zero' | 'trigger_short_pick' | 'trigger_variance' | 'priority_any_variance', label: string) => (
    <FormControlLabel
      control={<Switch checked={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.checked })} />}
      label={label}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h6" sx={{ mb: 2 }}>
        Frecuencia por clase
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
        {frequency('frequency_a', 'Clase A')}
        {frequency('frequency_b', 'Clase B')}
        {frequency('frequency_c', 'Clase C')}
        {frequency('frequency_priority', 'DM priorizados e implantes')}
      </Box>
      <Typography variant="h6">Disparadores</Typography>
      <Stack sx={{ mb: 2 }}>
        {toggle('trigger_zero', 'Ubicación que llega a cero')}
        {toggle('trigger_short_pick', 'Picking incompleto')}
        {toggle('trigger_variance', 'Diferencia en el último conteo')}
      </Stack>
      <Typography variant="h6">Tolerancia</Typography>
      {toggle('priority_any_variance', 'DM priorizados: cualquier diferencia pide reconteo')}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, my: 2 }}>
        <TextField
          size="small"
          type="number"
          label="Tolerancia (%)"
          value={form.tolerance_percent}
          onChange={(e) => setForm({ ...form, tolerance_percent: Number(e.target.value) })}
        />
        <TextField
          size="small"
          type="number"
          label="Tolerancia (unidades)"
          value={form.tolerance_units}
          onChange={(e) => setForm({ ...form, tolerance_units: Number(e.target.value) })}
        />
      </Box>
      <Button
        variant="contained"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(form, {
            onSuccess: () => enqueueSnackbar('Plan de conteos guardado', { variant: 'success' }),
            onError: (error) => enqueueSnackbar(errorMessage(error, 'No se pudo guardar el plan'), { variant: 'error' }),
          })
        }
      >
        Guardar plan
      </Button>
    </Paper>
  );
}

function HistoryTab() {
  const tasks = useQuery(countTasksQuery({ open: false, per_page: 100 }));
  const accuracy = useCountAccuracy();
  const done = tasks.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6">Exactitud del registro de inventario (IRA)</Typography>
        <Typography variant="h4" data-testid="ira-overall">
          {accuracy.data?.overall.ira == null ? '—' : `${accuracy.data.overall.ira.toLocaleString('es-CL')} %`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {accuracy.data
            ? `${accuracy.data.overall.accurate_lines} de ${accuracy.data.overall.lines} registros dentro de tolerancia`
            : ''}
        </Typography>
      </Paper>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>N°</TableCell>
              <TableCell>Ubicación</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell>Enviado</TableCell>
              <TableCell>Operario</TableCell>
              <TableCell align="right">IRA</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {done.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{tasks.data ? 'Sin conteos terminados' : 'Cargando...'}</TableCell>
              </TableRow>
            )}
            {done.map((task) => (
              <TableRow key={task.id}>
                <TableCell>{task.number}</TableCell>
                <TableCell>{task.location.code}</TableCell>
                <TableCell>{stateChip(task)}</TableCell>
                <TableCell>{task.submitted_at ? formatDateTimeCL(task.submitted_at) : '—'}</TableCell>
                <TableCell>{task.operator?.name ?? '—'}</TableCell>
                <TableCell align="right">{task.accuracy == null ? '—' : `${task.accuracy.toLocaleString('es-CL')} %`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
