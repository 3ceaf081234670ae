import { INGRESO_MODE_LABELS, INGRESO_SCREEN_MESSAGES as T, formatDateTimeCL } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DetailField } from '../../../components/detail-field';
import { MOBILE_QUERY } from '../../../config/layout';
import { useIngreso } from '../api/get-ingreso';
import { IngresoStatusChip } from './ingreso-status-chip';
import { ExpiryChip } from '../../../components/expiry-chip';

/** Details of one receipt: header and its products with lot, serial and expiry. */
export function IngresoDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const fullScreen = useMediaQuery(MOBILE_QUERY);
  const ingreso = useIngreso(id);
  const data = ingreso.data;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="ingreso-details-title">
      <DialogTitle id="ingreso-details-title">Detalles del Ingreso</DialogTitle>
      <DialogContent dividers>
        {ingreso.isPending && <CircularProgress aria-label="Cargando ingreso" />}
        {ingreso.isError && <Alert severity="error">{T.loadError}</Alert>}
        {data && (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
              <DetailField variant="body1" label="Número de orden">
                {data.reference}
              </DetailField>
              <DetailField variant="body1" label="Fecha">
                {formatDateTimeCL(data.created_at)}
              </DetailField>
              <DetailField variant="body1" label="Proveedor">
                {data.supplier || T.noSupplier}
              </DetailField>
              <DetailField variant="body1" label="Estado">
                <IngresoStatusChip status={data.status} />
              </DetailField>
              <DetailField variant="body1" label="Tipo">
                Recepción · {INGRESO_MODE_LABELS[data.mode]}
              </DetailField>
              <DetailField variant="body1" label="Bodega / Zona">
                {[data.warehouse?.name, data.zone?.name].filter(Boolean).join(' / ') || '—'}
              </DetailField>
              {data.storage_list && (
                <DetailField variant="body1" label="Lista de almacenamiento">
                  {data.storage_list.list_number}
                </DetailField>
              )}
              <Box sx={{ gridColumn: '1 / -1' }}>
                <DetailField variant="body1" label="Notas">
                  {data.notes || T.noNotes}
                </DetailField>
              </Box>
            </Box>
            <TableContainer>
              <Table size="small" aria-label="Productos del ingreso">
                <TableHead>
                  <TableRow>
                    <TableCell>Producto</TableCell>
                    <TableCell align="right">Cantidad</TableCell>
                    <TableCell>Lote</TableCell>
                    <TableCell>Serie</TableCell>
                    <TableCell>Vencimiento</TableCell>
                    <TableCell>Ubicación</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.details.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell>
                        {line.product.name}
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {line.product.sku}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell>{line.lot_number || '—'}</TableCell>
                      <TableCell>{line.serial_number || '—'}</TableCell>
                      <TableCell>{line.expiry_date ? <ExpiryChip expiry={line.expiry_date} /> : '—'}</TableCell>
                      <TableCell>{line.location?.code ?? (line.status === 'pending' ? 'Pendiente' : '—')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
