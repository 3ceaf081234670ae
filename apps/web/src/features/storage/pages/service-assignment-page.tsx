import { ASSIGNMENT_MESSAGES as M, activeListsByOperator, pageTitleFor } from '@bodega/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { MOBILE_QUERY } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useOperators } from '../../../lib/resources/operators';
import { PickingAssignmentPanel } from '../../../components/picking-lists/picking-assignment-panel';
import { useStorageListsByStatus } from '../api/get-storage-lists';
import type { StorageListSummary } from '../api/types';
import { AssignDialog } from '../components/assign-dialog';
import { ASSIGNMENT_EMPTY, AssignmentTable, assignLabel } from '../components/assignment-table';
import { OperatorWorkload } from '../components/operator-workload';
import { StorageListCards } from '../components/storage-list-cards';

/** Tabs, kept in ?tab=. */
const TABS = ['picking', 'storage'] as const;
type AssignmentTab = (typeof TABS)[number];
const OPEN_STATUSES = ['pending', 'assigned', 'in_progress'] as const;

/** 'Asignación de Servicios', admin only; the tab lives in ?tab=. */
export default function ServiceAssignmentPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const requested = params.get('tab');
  const tab: AssignmentTab = TABS.includes(requested as AssignmentTab) ? (requested as AssignmentTab) : 'storage';
  const lists = useStorageListsByStatus(OPEN_STATUSES);
  const operators = useOperators();
  const [dialog, setDialog] = useState<{ open: boolean; list: StorageListSummary | null }>({ open: false, list: null });

  // The tab is always in the address so a reload or a shared link opens the same tab.
  useEffect(() => {
    if (requested !== tab) setParams((prev) => ({ ...Object.fromEntries(prev), tab }), { replace: true });
  }, [requested, tab, setParams]);

  const workload = useMemo(() => (lists.data ? activeListsByOperator(lists.data) : undefined), [lists.data]);
  const openAssign = useCallback((list: StorageListSummary) => setDialog({ open: true, list }), []);

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.serviceAssignment.path, user?.role ?? null)}
        description="Asigne las listas pendientes de picking y de almacenamiento a los operarios de bodega."
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void lists.refetch()} disabled={lists.isFetching}>
            Actualizar
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: AssignmentTab) =>
            setParams((prev) => ({ ...Object.fromEntries(prev), tab: value }), { replace: true })
          }
          variant="scrollable"
        >
          <Tab value="picking" label="Picking" />
          <Tab value="storage" label="Almacenamiento" />
        </Tabs>
      </Paper>
      {tab === 'picking' && <PickingAssignmentPanel />}
      {tab === 'storage' && (
        <>
          <OperatorWorkload operators={operators.data} workload={workload} error={operators.isError || lists.isError} />
          {lists.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {M.loadError}
            </Alert>
          )}
          {narrow ? (
            <StorageListCards
              lists={lists.data ?? []}
              emptyText={lists.data ? ASSIGNMENT_EMPTY : 'Cargando...'}
              showOperator
              renderActions={(list) => {
                const label = assignLabel(list);
                return label ? (
                  <Button
                    variant={list.status === 'pending' ? 'contained' : 'outlined'}
                    size="large"
                    onClick={() => openAssign(list)}
                    aria-label={`${label} ${list.list_number}`}
                  >
                    {label}
                  </Button>
                ) : null;
              }}
            />
          ) : (
            <AssignmentTable lists={lists.data ?? []} loading={lists.isFetching && !lists.data} onAssign={openAssign} />
          )}
          <AssignDialog
            open={dialog.open}
            list={dialog.list}
            workload={workload ?? new Map()}
            onClose={() => setDialog((state) => ({ ...state, open: false }))}
          />
        </>
      )}
    </>
  );
}
