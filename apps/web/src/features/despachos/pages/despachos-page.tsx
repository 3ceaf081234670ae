import type { Shipment } from '@bodega/domain';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ConsolidationTab } from '../components/consolidation-tab';
import { DocksTab } from '../components/docks-tab';
import { ShipmentsTab } from '../components/shipments-tab';
import { DispatchHistoryArea } from '../history/dispatch-history-area';
import { TAB_SWITCH_MS } from '../lib/toasts';

const TABS = [
  { key: 'consolidacion', label: 'Consolidación de Órdenes' },
  { key: 'muelles', label: 'Gestión de Muelles' },
  { key: 'envios', label: 'Documentación de Envíos' },
  { key: 'historial', label: 'Historial de Despachos' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /despachos: the four areas, reachable from the tab bar; the tab lives in the address. */
export default function DespachosPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.some((t) => t.key === params.get('tab')) ? (params.get('tab') as TabKey) : 'consolidacion';
  const setTab = (next: TabKey) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'consolidacion') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: false },
    );
  // The screen moves on to the next tab 2 s after consolidating or completing a load.
  const timer = useRef<number | undefined>(undefined);
  const later = (next: TabKey) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setTab(next), TAB_SWITCH_MS);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Box>
      <PageHeader
        title="Gestión de Despachos"
        description="Consolidación, muelles de carga, envíos con manifiesto y seguimiento"
      />
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        data-tour="despachos-tabs"
        aria-label="Áreas de despachos"
      >
        {TABS.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} />
        ))}
      </Tabs>
      {tab === 'consolidacion' && (
        <ConsolidationTab onConsolidated={() => later('muelles')} onAssigned={() => later('muelles')} />
      )}
      {tab === 'muelles' && <DocksTab onCompleted={(_: Shipment) => later('envios')} />}
      {tab === 'envios' && <ShipmentsTab />}
      {tab === 'historial' && <DispatchHistoryArea />}
    </Box>
  );
}
