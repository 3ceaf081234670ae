import { DISPATCH_HISTORY_MESSAGES, pageTitleFor } from '@bodega/domain';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { DispatchHistoryArea } from '../history/dispatch-history-area';

/**
 * 'Gestión de Despachos' (spec 2 §2.1). On this branch the tab bar holds only the dispatch
 * history; the consolidation, docks and shipments areas are another branch's and join it as tabs.
 */
export default function DespachosPage() {
  const { user } = useSession();
  const [tab, setTab] = useState('history');
  return (
    <>
      <PageHeader title={pageTitleFor(paths.despachos.path, user?.role ?? null)} description="Despachos de la bodega: historial de órdenes de despacho con su salida de stock." />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, value: string) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label="Áreas de despacho">
          <Tab value="history" label={DISPATCH_HISTORY_MESSAGES.tab} id="despachos-tab-history" aria-controls="despachos-panel-history" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="despachos-panel-history" aria-labelledby="despachos-tab-history" hidden={tab !== 'history'}>
        {tab === 'history' && <DispatchHistoryArea />}
      </Box>
    </>
  );
}
