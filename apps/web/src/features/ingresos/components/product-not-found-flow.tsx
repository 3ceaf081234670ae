import { INGRESO_SCREEN_MESSAGES as T, type BarcodeClassification } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { Product } from '../api/types';
import { ProductCreateDialog } from './product-create-dialog';

/** The barcode to register for a scanned code: the EAN-13 inside a GTIN-14, else the code itself. */
export function barcodeForNewProduct(code: string, classification: BarcodeClassification): string {
  const gtin = classification.gtin;
  if (gtin && gtin.startsWith('0')) return gtin.slice(1);
  if (gtin) return gtin;
  // eslint-disable-next-line no-control-regex
  return code.replace(/[\x00-\x1f]/g, '').trim();
}

interface ProductNotFoundFlowProps {
  code: string;
  classification: BarcodeClassification;
  warehouseId: number | undefined;
  zoneId: number | undefined;
  onCancel: () => void;
  onCreated: (product: Product, classification: BarcodeClassification) => void;
}

/** 'Producto No Encontrado' → create the product → it is added to the receipt. */
export function ProductNotFoundFlow({
  code,
  classification,
  warehouseId,
  zoneId,
  onCancel,
  onCreated,
}: ProductNotFoundFlowProps) {
  const [creating, setCreating] = useState(false);
  const barcode = barcodeForNewProduct(code, classification);
  if (creating) {
    return (
      <ProductCreateDialog
        code={barcode}
        barcode={barcode}
        warehouseId={warehouseId}
        zoneId={zoneId}
        onClose={onCancel}
        onCreated={(product) => onCreated(product, classification)}
      />
    );
  }
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="not-found-title">
      <DialogTitle id="not-found-title">{T.productNotFoundTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          No existe un producto con el código <strong>{barcode}</strong> ({classification.type}). ¿Desea crearlo y agregarlo a
          este ingreso?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Crear Producto
        </Button>
      </DialogActions>
    </Dialog>
  );
}
