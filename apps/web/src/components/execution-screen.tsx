import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from './page-header';

/** An execution screen's page title: on handhelds the top bar already names the screen, so it hides there. */
export function ExecutionTitle({ title }: { title: string }) {
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' } }}>
      <PageHeader title={title} />
    </Box>
  );
}

/** The list of an execution screen could not be read: the message and 'Volver'. */
export function ExecutionLoadError({ title, back, message }: { title: string; back: string; message: string }) {
  return (
    <>
      <ExecutionTitle title={title} />
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={back}>
            Volver
          </Button>
        }
      >
        {message}
      </Alert>
    </>
  );
}

interface ProgressLineProps {
  /** 0 to 100. */
  value: number;
  /** The bar's accessible name. */
  label: string;
  /** The text under the bar ('3/5 items'). */
  text: ReactNode;
  textTestId?: string;
  /** The bar's height in px (rounded at half of it unless told). */
  height?: number;
  borderRadius?: number;
}

/** A determinate progress bar with its count under it. */
export function ProgressLine({ value, label, text, textTestId, height = 10, borderRadius = 5 }: ProgressLineProps) {
  return (
    <>
      <LinearProgress variant="determinate" value={value} sx={{ height, borderRadius }} aria-label={label} />
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid={textTestId}>
        {text}
      </Typography>
    </>
  );
}

/** A handheld-sized full-width action ('Iniciar', 'Completar Picking'). */
export function WideActionButton(props: Omit<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'sx'>) {
  return <Button variant="contained" size="large" fullWidth sx={{ mt: 2, minHeight: 48 }} {...props} />;
}
