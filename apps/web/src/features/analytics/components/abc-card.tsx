import { abcColor, formatCOP, formatNumberCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type { AbcAnalysis } from '../api/types';
import { ANALYTICS_TEXT as T } from '../lib/messages';
import { EmptyState, SectionCard } from './section-card';

const pct = (value: number) => `${formatNumberCL(value, 1, 1)} %`;

/** 'Análisis ABC': pie of products per class and the list with count, share and value. */
export function AbcCard({ data }: { data: AbcAnalysis | undefined }) {
  const theme = useTheme();
  const color = (c: 'A' | 'B' | 'C') => theme.palette[abcColor(c) as 'success' | 'warning' | 'error'].main;
  return (
    <SectionCard title="Análisis ABC" tooltip={T.abcTooltip}>
      {!data || data.categories.length === 0 ? (
        <EmptyState title={T.abcEmpty} hint={T.abcHint} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'center' }}>
          <PieChart
            skipAnimation
            height={200}
            series={[
              {
                data: data.categories.map((c) => ({
                  id: c.category,
                  value: c.count,
                  label: `Clase ${c.category}`,
                  color: color(c.category),
                })),
                innerRadius: 40,
              },
            ]}
            hideLegend
          />
          <List dense>
            {data.categories.map((c) => (
              <ListItem key={c.category} disableGutters>
                <Chip size="small" color={abcColor(c.category)} label={c.category} sx={{ mr: 1 }} />
                <ListItemText
                  primary={`${c.count} productos · ${formatCOP(c.value)}`}
                  secondary={`${pct(c.percentage)} de los productos · ${pct(c.value_percentage)} del valor`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </SectionCard>
  );
}
