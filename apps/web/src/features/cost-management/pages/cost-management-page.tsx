import { DEFAULT_COST_PERIOD } from '@bodega/domain';
import CalculateIcon from '@mui/icons-material/Calculate';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useCalculateAbc } from '../api/calculate-abc';
import { useCostProducts } from '../api/get-cost-products';
import { useCostStatistics } from '../api/get-cost-statistics';
import { exportCosts } from '../api/export-costs';
import type { CostPeriod } from '../api/period';
import type { CostFilters as Filters, CostProduct } from '../api/types';
import { useUpdateUnitPrice } from '../api/update-unit-price';
import { CostFilters } from '../components/cost-filters';
import { CostTable } from '../components/cost-table';
import { EditCostDialog } from '../components/edit-cost-dialog';
import { PeriodSummary } from '../components/period-summary';
import { ProductAnalyticsDialog } from '../components/product-analytics-dialog';
import { PurchaseOrdersPanel } from '../components/purchase-orders-panel';
import { SuppliersPanel } from '../components/suppliers-panel';
import { COST_TEXT as T } from '../lib/messages';

/** 'Gestión de Costos y Precios', admin only, with the purchase orders. */
export default function CostManagementPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'purchase-orders' || asked === 'suppliers' ? asked : 'costs';
  const [period, setPeriod] = useState<CostPeriod | null>(null);
  const [filters, setFilters] = useState<Filters>({
    search: '',
    category: '',
    abc_category: '',
    status: '',
    time_range: DEFAULT_COST_PERIOD,
  });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CostProduct | null>(null);
  const [viewing, setViewing] = useState<CostProduct | null>(null);
  const products = useCostProducts(filters, page);
  const stats = useCostStatistics();
  const abc = useCalculateAbc();
  const price = useUpdateUnitPrice();

  const change = useCallback((next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  }, []);
  const choosePeriod = async (next: CostPeriod) => {
    setPeriod(next);
    change({ time_range: next });
    try {
      await stats.mutateAsync(next);
      enqueueSnackbar(T.statsOk, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, T.statsError), { variant: 'error' });
    }
  };
  const onPrice = useCallback(
    (row: CostProduct, unit_price: number) =>
      price.mutate(
        { id: row.id, unit_price },
        {
          onSuccess: () => enqueueSnackbar(T.priceOk, { variant: 'success' }),
          onError: (error) => enqueueSnackbar(errorMessage(error, T.priceError), { variant: 'error' }),
        },
      ),
    [price, enqueueSnackbar],
  );
  const calculate = async () => {
    try {
      const result = await abc.mutateAsync();
      enqueueSnackbar(result.message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, T.abcError), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title={T.title}
        description="Precios, costo promedio de los ingresos, demanda y clasificación ABC de cada producto."
        actions={
          <>
            <Button variant="contained" startIcon={<CalculateIcon />} onClick={() => void calculate()} disabled={abc.isPending}>
              {T.calculateAbc}
            </Button>
            <ExportButton run={() => exportCosts(filters)} doneText={T.exported} errorText={T.exportError}>
              {T.export}
            </ExportButton>
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(_e, value: string) => setParams(value === 'costs' ? {} : { tab: value }, { replace: true })}
        sx={{ mb: 2 }}
        data-tour="cost-tabs"
      >
        <Tab value="costs" label="Costos y Precios" />
        <Tab value="purchase-orders" label="Órdenes de Compra" />
        <Tab value="suppliers" label="Proveedores" />
      </Tabs>
      {tab === 'suppliers' ? (
        <SuppliersPanel />
      ) : tab === 'purchase-orders' ? (
        <PurchaseOrdersPanel />
      ) : (
        <>
          <PeriodSummary period={period} onPeriod={(next) => void choosePeriod(next)} stats={stats.data} />
          <CostFilters value={filters} onChange={change} />
          {products.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {T.loadError}
            </Alert>
          )}
          <CostTable
            rows={products.data?.data ?? []}
            total={products.data?.pagination.total ?? 0}
            page={page}
            loading={products.isFetching}
            onPage={setPage}
            onPrice={onPrice}
            onEdit={setEditing}
            onAnalytics={setViewing}
          />
        </>
      )}
      <EditCostDialog product={editing} onClose={() => setEditing(null)} />
      <ProductAnalyticsDialog product={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
