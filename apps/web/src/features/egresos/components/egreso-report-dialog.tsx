import {
  EGRESO_SCREEN_MESSAGES,
  ISSUE_STRATEGY_LABELS,
  areaServicioLabel,
  formatDateTimeCL,
  formatNumberCL,
} from '@bodega/domain';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PageLoader } from '../../../components/page-loader';
import { MOBILE_QUERY } from '../../../config/layout';
import { errorMessage } from '../../../lib/api-client';
import { printPage } from '../../../lib/print';
import { useEgressOrder } from '../api/get-egress-order';
import type { EgresoDetail } from '../api/types';
import { egresoReportHtml } from '../lib/report-html';
import { ReportLines } from './report-lines';

function Header({ order }: { order: EgresoDetail }) {
  const facts: [string, string][] = [
    ['Fecha', formatDateTimeCL(order.created_at)],
    ['Área / Servicio', areaServicioLabel(order.area_servicio)],
    ['Estrategia', ISSUE_STRATEGY_LABELS[order.strategy]],
    ['Usuario', order.user?.username ?? '—'],
    ['Productos (SKU)', formatNumberCL(order.sku_count)],
    ['Unidades', formatNumberCL(order.total_quantity)],
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 1.5,
        mb: 2,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

interface EgresoReportDialogProps {
  orderId: number | null;
  open: boolean;
  onClose: () => void;
}

/** 'Reporte de Salida': the order and its lots, printable in a new window. */
export function EgresoReportDialog({ orderId, open, onClose }: EgresoReportDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const order = useEgressOrder(open ? orderId : null);
  const data = order.data;

  const print = () => {
    if (!data) return;
    // A blocked pop-up leaves the report on screen, as before.
    printPage(() => egresoReportHtml(data)).catch(() => undefined);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="egreso-report-title">
      <DialogTitle id="egreso-report-title">Reporte de Salida</DialogTitle>
      <DialogContent>
        {order.isPending && <PageLoader />}
        {order.isError && <Alert severity="error">{errorMessage(order.error, EGRESO_SCREEN_MESSAGES.reportLoadError)}</Alert>}
        {data && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
              <Typography variant="h6" component="p" sx={{ wordBreak: 'break-all' }}>
                {data.order_number}
              </Typography>
              <Chip size="small" label={data.status} color={data.status === 'Completado' ? 'success' : 'default'} />
              {data.non_compliant_count > 0 && (
                <Chip size="small" color="warning" label={`${data.non_compliant_count} fuera de estrategia`} />
              )}
            </Box>
            {data.status === 'Anulado' && data.cancelled_at && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Anulada el {formatDateTimeCL(data.cancelled_at)}
                {data.cancelled_by ? ` por ${data.cancelled_by.username}` : ''}: las unidades volvieron al inventario.
              </Alert>
            )}
            <Header order={data} />
            {data.notes && (
              <Typography variant="body2" sx={{ mb: 2 }}>
                <b>Notas:</b> {data.notes}
              </Typography>
            )}
            <ReportLines items={data.items} strategy={data.strategy} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={print} disabled={!data}>
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
