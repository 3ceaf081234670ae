import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One label–value pair of a detail view (a caption over its value), placed in the view's grid;
 * `wide` spans the whole row. Long codes wrap instead of widening the grid.
 */
export function DetailField({
  label,
  children,
  wide = false,
  variant = 'body2',
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  variant?: 'body1' | 'body2';
}) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant={variant} component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
