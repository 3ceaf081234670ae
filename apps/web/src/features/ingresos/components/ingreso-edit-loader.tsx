import { INGRESO_SCREEN_MESSAGES as T } from '@bodega/domain';
import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useIngreso } from '../api/get-ingreso';
import { IngresoEditDialog } from './ingreso-edit-dialog';

/** Loads the receipt with its lines, then opens the edit dialog on it. */
export function IngresoEditLoader({ id, onClose }: { id: number; onClose: () => void }) {
  const ingreso = useIngreso(id);
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!ingreso.isError) return;
    enqueueSnackbar(T.loadError, { variant: 'error' });
    onClose();
  }, [ingreso.isError, enqueueSnackbar, onClose]);
  if (!ingreso.data)
    return (
      <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <CircularProgress aria-label="Cargando ingreso" />
      </Backdrop>
    );
  return <IngresoEditDialog ingreso={ingreso.data} onClose={onClose} />;
}
