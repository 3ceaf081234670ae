import { formatDateCL, type BarcodeClassification } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface Gs1InfoPanelProps {
  classification: BarcodeClassification;
  onCreateProduct: () => void;
  onClose: () => void;
}

/** A GS1 code that carries data but matches no product: show what it says. */
export function Gs1InfoPanel({ classification, onCreateProduct, onClose }: Gs1InfoPanelProps) {
  const gs1 = classification.gs1;
  if (!gs1) return null;
  const rows: [string, string | undefined][] = [
    ['GTIN', gs1.gtin],
    ['Lote', gs1.lot_number],
    ['Serie', gs1.serial_number],
    ['Vencimiento', gs1.expiry_date ? formatDateCL(gs1.expiry_date) : undefined],
    ['Fabricación', gs1.production_date ? formatDateCL(gs1.production_date) : undefined],
    ['SSCC', gs1.sscc],
    ['GLN', gs1.gln],
  ];
  return (
    <Alert
      severity="info"
      onClose={onClose}
      data-testid="gs1-info"
      action={
        gs1.gtin ? (
          <Button color="inherit" size="small" onClick={onCreateProduct}>
            Crear producto
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{gs1.classification.message} — sin producto registrado</AlertTitle>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <strong>{label}:</strong> {value}
          </div>
        ))}
      {gs1.warnings.map((warning) => (
        <div key={warning}>{warning}</div>
      ))}
    </Alert>
  );
}
