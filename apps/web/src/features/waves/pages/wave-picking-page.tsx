import type { WaveResult } from '@bodega/domain';
import Box from '@mui/material/Box';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { AnalyzeTab } from '../components/analyze-tab';
import { CreateWaveTab, EMPTY_SELECTION } from '../components/create-wave-tab';
import { RecentWaves } from '../components/recent-waves';
import { SettingsTab } from '../components/settings-tab';
import { SuggestionsTab } from '../components/suggestions-tab';
import { WaveResultDialog } from '../components/wave-result-dialog';
import { WaveStats } from '../components/wave-stats';
import { WAVE_MESSAGES } from '../lib/wave-messages';

/** /wave-picking (admin only): stat cards, four tabs and the result dialog. */
export default function WavePickingPage() {
  const [tab, setTab] = useState(0);
  const [result, setResult] = useState<WaveResult | null>(null);
  const [toAnalyze, setToAnalyze] = useState<{ ids: number[]; key: number }>({ ids: [], key: 0 });
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);

  return (
    <Box>
      <PageHeader
        title={WAVE_MESSAGES.title}
        description="Agrupe órdenes en olas para recogerlas juntas con una ruta optimizada"
      />
      <WaveStats />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} variant="scrollable" scrollButtons="auto">
          <Tab label="Crear Ola" />
          <Tab label="Analizar Órdenes" />
          <Tab label="Sugerencias" />
          <Tab label="Configuración" />
        </Tabs>
      </Paper>
      {tab === 0 && (
        <CreateWaveTab
          onCreated={setResult}
          selection={selection}
          onSelectionChange={setSelection}
          onAnalyze={(ids) => {
            setToAnalyze((prev) => ({ ids, key: prev.key + 1 }));
            setTab(1);
          }}
        />
      )}
      {tab === 1 && <AnalyzeTab key={toAnalyze.key} initial={toAnalyze.ids} />}
      {tab === 2 && <SuggestionsTab onCreated={setResult} />}
      {tab === 3 && <SettingsTab />}
      <RecentWaves />
      <WaveResultDialog result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
