import CampaignIcon from '@mui/icons-material/Campaign';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { DmStats } from '../components/dm-stats';
import { ImplantsTab } from '../components/implants-tab';
import { RecallsTab } from '../components/recalls-tab';
import { StatesTab } from '../components/states-tab';
import { TransfersTab } from '../components/transfers-tab';

type Tab = 'transferencias' | 'implantes' | 'estados' | 'retiros';
const TILES: Array<{ key: Tab; label: string; icon: ReactNode }> = [
  { key: 'transferencias', label: 'Transferencias', icon: <SwapHorizIcon /> },
  { key: 'implantes', label: 'Implantes', icon: <PersonIcon /> },
  { key: 'estados', label: 'Estados', icon: <HistoryIcon /> },
  { key: 'retiros', label: 'Alertas y Retiros', icon: <CampaignIcon /> },
];

/** /trazabilidad-dm: admin writes; the viewer reads (the server refuses its writes). */
export default function DmPage() {
  const { user } = useSession();
  const canWrite = user?.role === 'admin';
  const [tab, setTab] = useState<Tab>('transferencias');
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Trazabilidad de Dispositivos Médicos"
        actions={<Chip color="primary" variant="outlined" label="Norma N° 247" />}
      />
      <DmStats />
      <Grid container spacing={2}>
        {TILES.map((tile) => (
          <Grid key={tile.key} size={{ xs: 6, md: 3 }}>
            <Card
              variant={tab === tile.key ? 'elevation' : 'outlined'}
              sx={{
                borderColor: tab === tile.key ? 'primary.main' : undefined,
                borderWidth: tab === tile.key ? 2 : 1,
                borderStyle: 'solid',
              }}
            >
              <CardActionArea onClick={() => setTab(tile.key)} aria-pressed={tab === tile.key}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box sx={{ color: tab === tile.key ? 'primary.main' : 'text.secondary' }}>{tile.icon}</Box>
                  <Typography variant="subtitle1">{tile.label}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {tab === 'transferencias' && <TransfersTab canWrite={canWrite} />}
      {tab === 'implantes' && <ImplantsTab canWrite={canWrite} />}
      {tab === 'estados' && <StatesTab canWrite={canWrite} />}
      {tab === 'retiros' && <RecallsTab canWrite={canWrite} />}
    </Stack>
  );
}
