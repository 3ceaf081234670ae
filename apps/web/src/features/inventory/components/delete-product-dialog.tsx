import { INVENTORY_SCREEN_MESSAGES as M } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteProduct } from '../api/delete-product';
import type { Product } from '../api/types';
import { TOAST_MS } from '../lib/toast';

/**
 * Product deletion: deactivate (status Inactivo, kept with its history and hidden unless
 * inactive products are shown) or delete permanently with all its inventory.
 */
export function DeleteProductDialog({ open, product, onClose }: { open: boolean; product: Product | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteProduct();
  const [permanent, setPermanent] = useState(false);

  const close = () => {
    setPermanent(false);
    onClose();
  };

  const confirm = async () => {
    if (!product) return;
    try {
      await remove.mutateAsync({ id: product.id, permanent });
      enqueueSnackbar(M.productDeleted, { variant: 'success', autoHideDuration: TOAST_MS });
      close();
    } catch (error) {
      enqueueSnackbar(M.failure('eliminar producto', errorMessage(error, '')), { variant: 'error', autoHideDuration: TOAST_MS });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={remove.isPending ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="delete-product-title"
    >
      <DialogTitle id="delete-product-title">Eliminar Producto</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {product?.sku} · {product?.name}
        </DialogContentText>
        <RadioGroup
          value={permanent ? 'permanent' : 'soft'}
          onChange={(event) => setPermanent(event.target.value === 'permanent')}
        >
          <FormControlLabel
            value="soft"
            control={<Radio />}
            label="Desactivar (el producto queda Inactivo y conserva su historial)"
          />
          <FormControlLabel value="permanent" control={<Radio color="error" />} label="Eliminar permanentemente" />
        </RadioGroup>
        {permanent && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {M.permanentDeleteWarning}
            {product ? ` (${product.current_stock} unidades en stock).` : '.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={remove.isPending}>
          {permanent ? 'Eliminar permanentemente' : 'Desactivar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
