import { dinColor, formatNumberCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DinAnalysis } from '../api/types';
import { ANALYTICS_TEXT as T, DIN_LABELS } from '../lib/messages';
import { EmptyState, SectionCard } from './section-card';

const pct = (value: number) => `${formatNumberCL(value, 1, 1)} %`;

/** 'Análisis DIN': products per class D, I, N; those without dimensions counted apart. */
export function DinCard({ data }: { data: DinAnalysis | undefined }) {
  return (
    <SectionCard title="Análisis DIN" tooltip={T.dinTooltip}>
      {!data || data.categories.length === 0 ? (
        <EmptyState title={T.dinEmpty} hint={T.dinHint} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {data.categories.map((c) => (
            <Box key={c.category}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Chip size="small" color={dinColor(c.category)} label={c.category} />
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {DIN_LABELS[c.category]}
                </Typography>
                <Typography variant="body2">
                  {c.count} productos · {pct(c.percentage)}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={c.percentage}
                color={dinColor(c.category) as 'success' | 'warning' | 'error'}
                aria-label={`${DIN_LABELS[c.category]}: ${pct(c.percentage)}`}
              />
            </Box>
          ))}
          <Typography variant="body2" color="text.secondary">
            Sin dimensiones registradas: {data.without_dimensions} productos
          </Typography>
        </Box>
      )}
    </SectionCard>
  );
}
