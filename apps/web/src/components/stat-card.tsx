import { formatNumberCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Tone = 'primary' | 'success' | 'warning' | 'info' | 'error';

/** One summary counter: a label, a big number and an icon. */
export function StatCard({
  label,
  value,
  icon,
  tone = 'primary',
}: {
  label: string;
  value: number | string | null;
  icon: ReactNode;
  tone?: Tone;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          sx={{
            // Phones show two counters per row; the label needs the icon's room there.
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: 2,
            flexShrink: 0,
            color: `${tone}.main`,
            bgcolor: (theme) => `color-mix(in srgb, ${theme.palette[tone].main} 12%, transparent)`,
          }}
          aria-hidden
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {value === null ? <Skeleton width={40} /> : typeof value === 'number' ? formatNumberCL(value) : value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The row of a screen's counters: four across, two on phones. */
export function StatGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
