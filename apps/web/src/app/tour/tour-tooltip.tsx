import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TOUR_LAYOUT } from '@bodega/domain';
import type { TooltipRenderProps } from 'react-joyride';

/**
 * The tour's tooltip in the app's own look: title, text, a progress bar, and the
 * previous, next, skip and finish controls; 350 × 200, narrower on small phones.
 */
export function TourTooltip({
  step,
  index,
  size,
  isLastStep,
  backProps,
  primaryProps,
  skipProps,
  tooltipProps,
}: TooltipRenderProps) {
  const progress = Math.round(((index + 1) / size) * 100);
  return (
    <Paper
      {...tooltipProps}
      aria-labelledby="tour-step-title"
      aria-describedby="tour-step-text"
      elevation={8}
      sx={{
        width: TOUR_LAYOUT.tooltipWidth,
        maxWidth: 'calc(100vw - 24px)',
        minHeight: TOUR_LAYOUT.tooltipMinHeight,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
      data-testid="tour-tooltip"
    >
      <Typography id="tour-step-title" variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {step.title}
      </Typography>
      <Typography id="tour-step-text" variant="body2" sx={{ flexGrow: 1 }}>
        {step.content}
      </Typography>
      <Box>
        <Typography variant="caption" color="text.secondary" data-testid="tour-progress">
          Paso {index + 1} de {size}
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-label={`Progreso del tour: paso ${index + 1} de ${size}`} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {!isLastStep && (
          <Button
            size="small"
            color="inherit"
            onClick={skipProps.onClick}
            data-action={skipProps['data-action']}
            sx={{ minHeight: 44 }}
          >
            Saltar
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {index > 0 && (
          <Button size="small" onClick={backProps.onClick} data-action={backProps['data-action']} sx={{ minHeight: 44 }}>
            Anterior
          </Button>
        )}
        <Button
          size="small"
          variant="contained"
          onClick={primaryProps.onClick}
          data-action={primaryProps['data-action']}
          sx={{ minHeight: 44 }}
        >
          {isLastStep ? 'Finalizar' : 'Siguiente'}
        </Button>
      </Box>
    </Paper>
  );
}
