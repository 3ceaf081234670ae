import { INGRESO_MESSAGES, INGRESO_SCREEN_MESSAGES as T, pageTitleFor } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { MOBILE_QUERY } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeleteIngreso } from '../api/delete-ingreso';
import { useReceiptDraft } from '../api/get-receipt-draft';
import { receiptDraftForm } from '../lib/receipt-draft';
import { INGRESOS_PAGE_SIZE, useIngresos } from '../api/get-ingresos';
import type { IngresoSummary } from '../api/types';
import { IngresoCards } from '../components/ingreso-cards';
import { IngresoDetailsDialog } from '../components/ingreso-details-dialog';
import { IngresoEditLoader } from '../components/ingreso-edit-loader';
import { IngresoFormDialog } from '../components/ingreso-form-dialog';
import { IngresosFilters } from '../components/ingresos-filters';
import { IngresosTable } from '../components/ingresos-table';
import { StorageListDialog } from '../components/storage-list-dialog';
import { readListParams, writeListParams, type IngresosListParams } from '../lib/list-params';

/** Where the storage list is assigned to a worker (built by the service-assignment screen). */
const ASSIGNMENT_HREF = '/service-assignment?tab=storage';

/** 'Gestión de Ingresos', admin only. List state lives in the URL. */
export default function IngresosPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const list = useIngresos(params);
  const remove = useDeleteIngreso();

  const [creating, setCreating] = useState(false);
  // Receiving a purchase order: /ingresos?purchase_order=ID opens 'Nuevo Ingreso' with its open lines.
  const purchaseOrderParam = searchParams.get('purchase_order');
  const purchaseOrderId = purchaseOrderParam && /^[1-9]\d{0,9}$/.test(purchaseOrderParam) ? Number(purchaseOrderParam) : null;
  const draft = useReceiptDraft(purchaseOrderId);
  const initial = useMemo(() => (draft.data ? receiptDraftForm(draft.data) : null), [draft.data]);
  useEffect(() => {
    if (draft.isError) enqueueSnackbar(errorMessage(draft.error, 'Error al cargar la orden de compra'), { variant: 'error' });
  }, [draft.isError, draft.error, enqueueSnackbar]);
  const closeCreate = useCallback(() => {
    setCreating(false);
    if (purchaseOrderId !== null)
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('purchase_order');
          return next;
        },
        { replace: true },
      );
  }, [purchaseOrderId, setSearchParams]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<IngresoSummary | null>(null);
  const [storing, setStoring] = useState<IngresoSummary | null>(null);
  const [goToAssignment, setGoToAssignment] = useState<string | null>(null);

  const onChange = useCallback(
    (changes: Partial<IngresosListParams>) => setSearchParams((current) => writeListParams(current, changes), { replace: true }),
    [setSearchParams],
  );
  const actions = useMemo(
    () => ({
      onView: (row: IngresoSummary) => setViewing(row.id),
      onEdit: (row: IngresoSummary) => setEditing(row.id),
      onStorageList: (row: IngresoSummary) => setStoring(row),
      onDelete: (row: IngresoSummary) => setDeleting(row),
    }),
    [],
  );
  const closeEdit = useCallback(() => setEditing(null), []);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar(INGRESO_MESSAGES.deleted, { variant: 'success' });
      setDeleting(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, T.deleteError), { variant: 'error' });
    }
  };

  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const listProps = {
    rows,
    total,
    page: params.page,
    pageSize: INGRESOS_PAGE_SIZE,
    loading: list.isFetching,
    onPageChange: (page: number) => onChange({ page }),
    actions,
  };

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.ingresos.path, user?.role ?? null)}
        description="Registre recepciones de mercadería, escanee códigos GS1 y genere listas de almacenamiento."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-tour="ingresos-new">
            Nuevo Ingreso
          </Button>
        }
      />
      <IngresosFilters params={params} onChange={onChange} />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error, T.loadError)}
        </Alert>
      )}
      {narrow ? <IngresoCards {...listProps} /> : <IngresosTable {...listProps} />}

      <IngresoFormDialog open={creating || initial !== null} onClose={closeCreate} initial={initial} />
      {viewing !== null && <IngresoDetailsDialog id={viewing} onClose={() => setViewing(null)} />}
      {editing !== null && <IngresoEditLoader id={editing} onClose={closeEdit} />}
      {storing && (
        <StorageListDialog
          ingreso={storing}
          onClose={() => setStoring(null)}
          onCreated={(listNumber) => {
            setStoring(null);
            setGoToAssignment(listNumber);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar Ingreso"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {INGRESO_MESSAGES.deleteConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        open={goToAssignment !== null}
        title={`Lista ${goToAssignment ?? ''} creada`}
        confirmLabel="Ir a asignación"
        onConfirm={() => navigate(ASSIGNMENT_HREF)}
        onClose={() => setGoToAssignment(null)}
      >
        {T.goToAssignment}
      </ConfirmDialog>
    </>
  );
}
