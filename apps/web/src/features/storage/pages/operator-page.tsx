import { OPERATOR_DASHBOARD_MESSAGES as M, operatorListStats, pageTitleFor } from '@bodega/domain';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatCard } from '../../../components/stat-card';
import { MOBILE_QUERY } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useStorageLists } from '../api/get-storage-lists';
import { ListActionButton } from '../components/list-action-button';
import { OperatorHeader } from '../components/operator-header';
import { OperatorStorageTable } from '../components/operator-storage-table';
import { StorageListCards } from '../components/storage-list-cards';

/** 'Dashboard del Operario' (spec 3 §2.8): the lists assigned to the signed-in operator. */
export default function OperatorPage() {
  const { user } = useSession();
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  // The server answers an operator with their own lists only (spec 3 §6).
  const lists = useStorageLists();
  const stats = useMemo(() => (lists.data ? operatorListStats(lists.data) : null), [lists.data]);

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.operator.path, user?.role ?? null)}
        actions={
          <>
            <Button component={RouterLink} to={paths.operatorStorageDashboard.href()} variant="outlined" startIcon={<DashboardIcon />}>
              Dashboard de Almacenamiento
            </Button>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void lists.refetch()} disabled={lists.isFetching}>
              Actualizar
            </Button>
          </>
        }
      />
      {user && <OperatorHeader username={user.username} email={user.email} active={stats?.active ?? null} />}
      <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <StatCard label="Pendientes" value={stats?.pending ?? null} icon={<HourglassEmptyIcon />} tone="warning" />
        <StatCard label="En Progreso" value={stats?.inProgress ?? null} icon={<PlayCircleIcon />} tone="info" />
        <StatCard label="Completadas" value={stats?.completed ?? null} icon={<CheckCircleIcon />} tone="success" />
        <StatCard label="Tiempo Estimado (min)" value={stats?.estimatedMinutes ?? null} icon={<AccessTimeIcon />} />
      </Box>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value="storage" variant="scrollable">
          <Tab value="storage" label="Almacenamiento" />
        </Tabs>
      </Paper>
      {lists.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.loadStorageError}
        </Alert>
      )}
      {narrow ? (
        <StorageListCards
          lists={lists.data ?? []}
          emptyText={lists.data ? 'No tiene tareas de almacenamiento asignadas' : 'Cargando...'}
          renderActions={(list) => <ListActionButton list={list} size="large" />}
        />
      ) : (
        <OperatorStorageTable lists={lists.data ?? []} loading={lists.isFetching && !lists.data} />
      )}
    </>
  );
}
