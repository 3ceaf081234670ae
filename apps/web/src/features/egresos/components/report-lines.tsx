import { formatNumberCL, strategyChipLabel, type IssueStrategy } from '@bodega/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_QUERY } from '../../../config/layout';
import type { EgresoItemDetail } from '../api/types';
import { extraPrintFields, printFieldText } from '../lib/report-html';

function Gs1Fields({ item }: { item: EgresoItemDetail }) {
  const fields = extraPrintFields(item);
  if (fields.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mt: 0.5 }}>
      {fields.map((field) => (
        <Typography key={field.label} variant="caption" color="text.secondary">
          {field.label}: <b>{field.value}</b>
        </Typography>
      ))}
    </Box>
  );
}

function ComplianceChip({ item, strategy }: { item: EgresoItemDetail; strategy: IssueStrategy }) {
  const chip = (
    <Chip
      size="small"
      color={item.strategy_compliant ? 'success' : 'warning'}
      label={strategyChipLabel(strategy, item.strategy_compliant)}
    />
  );
  return item.strategy_warning ? <span title={item.strategy_warning}>{chip}</span> : chip;
}

/** The issued lots of an order: a table on wide screens, one card per line on phones. */
export function ReportLines({ items, strategy }: { items: EgresoItemDetail[]; strategy: IssueStrategy }) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  if (phone) {
    return (
      <Stack spacing={1} aria-label="Líneas del egreso">
        {items.map((item) => (
          <Paper key={item.id} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.product_name}</Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>× {formatNumberCL(item.quantity)}</Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {item.product_sku} · {item.location_code}
            </Typography>
            <Typography variant="body2">
              Lote: {printFieldText(item, 'lot_number') || '—'} · Venc.: {printFieldText(item, 'expiry_date') || '—'}
              {item.serial_number ? ` · Serie: ${item.serial_number}` : ''}
            </Typography>
            <Gs1Fields item={item} />
            <Box sx={{ mt: 1 }}>
              <ComplianceChip item={item} strategy={strategy} />
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Líneas del egreso">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Producto</TableCell>
            <TableCell>Ubicación</TableCell>
            <TableCell>Lote</TableCell>
            <TableCell>Vencimiento</TableCell>
            <TableCell>Serie</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell>Estrategia</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.line_no}</TableCell>
              <TableCell sx={{ minWidth: 170 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.product_name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.product_sku}
                </Typography>
                <Gs1Fields item={item} />
              </TableCell>
              <TableCell>{item.location_code}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{printFieldText(item, 'lot_number') || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{printFieldText(item, 'expiry_date') || '—'}</TableCell>
              <TableCell>{item.serial_number ?? '—'}</TableCell>
              <TableCell align="right">{formatNumberCL(item.quantity)}</TableCell>
              <TableCell>
                <ComplianceChip item={item} strategy={strategy} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
