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
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatCard } from '../../../components/stat-card';
import { MOBILE_QUERY } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { usePickingLists } from '../../../lib/picking-lists/get-picking-lists';
import { OperatorPickingLists } from '../../../components/picking-lists/operator-picking-lists';
import { OperatorCounts } from '../../../components/counts/operator-counts';
import { useStorageLists } from '../api/get-storage-lists';
import { ListActionButton } from '../components/list-action-button';
import { OperatorHeader } from '../components/operator-header';
import { OperatorStorageTable } from '../components/operator-storage-table';
import { StorageListCards } from '../components/storage-list-cards';

type OperatorTab = 'picking' | 'storage' | 'conteos';

/** 'Dashboard del Operario': the lists assigned to the signed-in operator. */
export default function OperatorPage() {
  const { user } = useSession();
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  // The server answers an operator with their own lists only.
  const lists = useStorageLists();
  const picking = usePickingLists();
  // The tab is kept in ?tab= (picking, storage or counts); storage by default.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: OperatorTab = requested === 'picking' || requested === 'conteos' ? requested : 'storage';
  const setTab = (value: OperatorTab) => setParams((prev) => ({ ...Object.fromEntries(prev), tab: value }), { replace: true });
  // The counters cover both kinds of task the operator has.
  const stats = useMemo(
    () => (lists.data && picking.data ? operatorListStats([...picking.data, ...lists.data]) : null),
    [lists.data, picking.data],
  );

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.operator.path, user?.role ?? null)}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.operatorStorageDashboard.href()}
              variant="outlined"
              startIcon={<DashboardIcon />}
            >
              Dashboard de Almacenamiento
            </Button>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => {
                void lists.refetch();
                void picking.refetch();
              }}
              disabled={lists.isFetching || picking.isFetching}
            >
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
      <Paper variant="outlined" sx={{ mb: 2 }} data-tour="operator-tasks">
        <Tabs value={tab} onChange={(_e, value: OperatorTab) => setTab(value)} variant="scrollable">
          <Tab value="picking" label="Picking" />
          <Tab value="storage" label="Almacenamiento" />
          <Tab value="conteos" label="Conteos" />
        </Tabs>
      </Paper>
      {tab === 'conteos' && <OperatorCounts />}
      {tab === 'picking' && <OperatorPickingLists lists={picking.data} error={picking.isError} />}
      {tab === 'storage' && lists.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.loadStorageError}
        </Alert>
      )}
      {tab === 'storage' &&
        (narrow ? (
          <StorageListCards
            lists={lists.data ?? []}
            emptyText={lists.data ? 'No tiene tareas de almacenamiento asignadas' : 'Cargando...'}
            renderActions={(list) => <ListActionButton list={list} size="large" />}
          />
        ) : (
          <OperatorStorageTable lists={lists.data ?? []} loading={lists.isFetching && !lists.data} />
        ))}
    </>
  );
}
