import {
  OPERATOR_DASHBOARD_MESSAGES as M,
  OPERATOR_STORAGE_DASHBOARD_REFRESH_MS,
  formatNumberCL,
  pageTitleFor,
} from '@bodega/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import RefreshIcon from '@mui/icons-material/Refresh';
import SpeedIcon from '@mui/icons-material/Speed';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatCard } from '../../../components/stat-card';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { usePickingLists } from '../../../lib/picking-lists/get-picking-lists';
import { OperatorPickingLists } from '../../../components/picking-lists/operator-picking-lists';
import { useStorageDashboard } from '../api/get-storage-dashboard';
import { ListActionButton } from '../components/list-action-button';
import { StorageListCards } from '../components/storage-list-cards';

/**
 * 'Dashboard de Almacenamiento': the server's counters for this operator and their
 * open lists plus those completed today as task cards; refreshes itself every 30 s.
 */
export default function OperatorStorageDashboardPage() {
  const { user } = useSession();
  const dashboard = useStorageDashboard();
  const data = dashboard.data;
  // Tabs storage/picking kept in ?tab=; the picking lists refresh on the same 30-second cadence.
  const [params, setParams] = useSearchParams();
  const tab: 'storage' | 'picking' = params.get('tab') === 'picking' ? 'picking' : 'storage';
  const picking = usePickingLists([], OPERATOR_STORAGE_DASHBOARD_REFRESH_MS);

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.operatorStorageDashboard.path, user?.role ?? null)}
        description="Se actualiza automáticamente cada 30 segundos."
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void dashboard.refetch()}
            disabled={dashboard.isFetching}
          >
            Actualizar
          </Button>
        }
      />
      {dashboard.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.loadStorageError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <StatCard
          label="Pendientes"
          value={data ? data.pending + data.assigned : null}
          icon={<HourglassEmptyIcon />}
          tone="warning"
        />
        <StatCard label="En Progreso" value={data?.in_progress ?? null} icon={<PlayCircleIcon />} tone="info" />
        <StatCard label="Completadas Hoy" value={data?.completed_today ?? null} icon={<CheckCircleIcon />} tone="success" />
        <StatCard label="Eficiencia (%)" value={data?.efficiency ?? null} icon={<SpeedIcon />} />
      </Box>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: 'storage' | 'picking') =>
            setParams((prev) => ({ ...Object.fromEntries(prev), tab: value }), { replace: true })
          }
          variant="scrollable"
        >
          <Tab value="storage" label="Almacenamiento" />
          <Tab value="picking" label="Picking" />
        </Tabs>
      </Paper>
      {tab === 'picking' && <OperatorPickingLists lists={picking.data} error={picking.isError} />}
      {tab === 'storage' && data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {data.total_tasks} {data.total_tasks === 1 ? 'tarea' : 'tareas'} · {formatNumberCL(data.total_estimated_minutes, 1)} min
          estimados pendientes
        </Typography>
      )}
      {tab === 'storage' && (
        <StorageListCards
          lists={data?.lists ?? []}
          emptyText={data ? 'No tiene tareas de almacenamiento' : 'Cargando...'}
          grid
          renderActions={(list) => <ListActionButton list={list} size="large" />}
        />
      )}
    </>
  );
}
