import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface WelcomeDialogProps {
  open: boolean;
  onStart: () => void;
  onSkip: () => void;
}

/** The welcome dialog: start the guided tour or skip it. */
export function WelcomeDialog({ open, onStart, onSkip }: WelcomeDialogProps) {
  return (
    <Dialog open={open} onClose={onSkip} aria-labelledby="welcome-title" aria-describedby="welcome-text" maxWidth="xs" fullWidth>
      <DialogTitle id="welcome-title">¡Bienvenido a Bodega Clínica!</DialogTitle>
      <DialogContent>
        <DialogContentText id="welcome-text">
          Un tour guiado le muestra en pocos pasos las pantallas que usará en su trabajo diario. Puede omitirlo y hacerlo más
          tarde desde el botón de ayuda.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSkip}>Omitir</Button>
        <Button variant="contained" onClick={onStart} autoFocus>
          Comenzar tour
        </Button>
      </DialogActions>
    </Dialog>
  );
}
