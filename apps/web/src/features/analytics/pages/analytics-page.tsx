import { DEFAULT_ANALYTICS_TIME_RANGE, formatDateCL, formatNumberCL, TIME_RANGE_LABELS } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAbcAnalysis } from '../api/get-abc';
import { useDemand } from '../api/get-demand';
import { useDinAnalysis } from '../api/get-din';
import { useKpis } from '../api/get-kpis';
import { useRotation } from '../api/get-rotation';
import { exportAnalytics } from '../api/export-analytics';
import { useRecalculatePredictions } from '../api/recalculate-predictions';
import type { AnalyticsFilters as Filters, LowStockItem, RotationItem } from '../api/types';
import { AbcCard } from '../components/abc-card';
import { AnalyticsFilters } from '../components/analytics-filters';
import { DemandCard } from '../components/demand-card';
import { DinCard } from '../components/din-card';
import { IraCard } from '../components/ira-card';
import { KpiCards } from '../components/kpi-cards';
import { LowStockTable } from '../components/low-stock-table';
import { ProductSelectionDialog } from '../components/product-selection-dialog';
import { PurchaseOrderDialog } from '../components/purchase-order-dialog';
import { RotationCard } from '../components/rotation-card';
import { ANALYTICS_TEXT as T } from '../lib/messages';

/**
 * 'Dashboard de Análisis': admin and viewer; the viewer reads only (no purchase
 * orders: the server refuses them too).
 */
export default function AnalyticsPage() {
  const { user } = useSession();
  const canWrite = user?.role === 'admin';
  const { enqueueSnackbar } = useSnackbar();
  const [filters, setFilters] = useState<Filters>({ warehouse_id: null, time_range: DEFAULT_ANALYTICS_TIME_RANGE });
  const [days, setDays] = useState(30);
  const [months, setMonths] = useState(3);
  const [selected, setSelected] = useState<RotationItem[] | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [ordering, setOrdering] = useState<LowStockItem | null>(null);

  const kpis = useKpis(filters);
  const abc = useAbcAnalysis(filters);
  const din = useDinAnalysis(filters);
  const rotation = useRotation(filters, days);
  const top10 = useMemo(() => rotation.data ?? [], [rotation.data]);
  // Until the user chooses, the prediction follows the top products that moved (up to 5 lines).
  const chosen = useMemo(() => selected ?? top10.filter((item) => item.total_movements > 0).slice(0, 5), [selected, top10]);
  const productIds = useMemo(() => chosen.slice(0, 5).map((item) => item.id), [chosen]);
  const demand = useDemand(filters, months, productIds);
  const recalculate = useRecalculatePredictions();
  const failed = kpis.isError || abc.isError || din.isError || rotation.isError;

  useEffect(() => {
    if (failed) enqueueSnackbar(T.loadError, { variant: 'error', preventDuplicate: true });
  }, [failed, enqueueSnackbar]);

  const onOrder = useCallback((item: LowStockItem) => setOrdering(item), []);
  const period = kpis.data;

  return (
    <>
      <PageHeader
        title={T.title}
        description={
          period
            ? `Período actual: ${formatDateCL(period.period.start_date)} a ${formatDateCL(period.period.end_date)} (${TIME_RANGE_LABELS[period.period.time_range]}) · comparado con ${formatDateCL(period.previous_period.start_date)} a ${formatDateCL(period.previous_period.end_date)}`
            : 'Indicadores de inventario calculados desde el registro de movimientos.'
        }
        actions={
          <>
            <AnalyticsFilters value={filters} onApply={setFilters} applying={kpis.isFetching && kpis.isPlaceholderData} />
            <ExportButton run={() => exportAnalytics(filters)} doneText={T.exported} errorText={T.exportError}>
              {T.export}
            </ExportButton>
          </>
        }
      />
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {T.loadError}
        </Alert>
      )}
      <KpiCards kpis={kpis.data} />
      {period && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {period.inventory_kpis.low_stock_products} productos con bajo stock ·{' '}
          {formatNumberCL(period.inventory_kpis.total_stock)} unidades en inventario
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }} data-tour="analytics-abc">
        <AbcCard data={abc.data} />
        <DinCard data={din.data} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
        <RotationCard
          items={rotation.data}
          days={days}
          onDays={setDays}
          selected={chosen}
          onOpenSelection={() => setSelecting(true)}
        />
        <DemandCard
          data={demand.data}
          months={months}
          onMonths={setMonths}
          hasSelection={productIds.length > 0}
          recalculating={recalculate.isPending}
          onRecalculate={() =>
            recalculate.mutate(
              { filters, months, productIds },
              { onError: (error) => enqueueSnackbar(errorMessage(error, T.loadError), { variant: 'error' }) },
            )
          }
        />
        <LowStockTable filters={filters} canOrder={canWrite} onOrder={onOrder} />
        <IraCard />
      </Box>
      <ProductSelectionDialog
        key={selecting ? 'open' : 'closed'}
        open={selecting}
        filters={filters}
        days={days}
        selected={chosen}
        top10={top10}
        onClose={() => setSelecting(false)}
        onApply={(items) => {
          setSelected(items);
          setSelecting(false);
        }}
      />
      {canWrite && <PurchaseOrderDialog item={ordering} onClose={() => setOrdering(null)} />}
    </>
  );
}
