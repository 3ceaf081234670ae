import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCountAccuracy } from '../../../lib/counts/counts-api';
import { SectionCard } from './section-card';

const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('es-CL')} %`);

/** Inventory record accuracy from the cycle counts (GET /api/counts/accuracy): overall and per month. */
export function IraCard() {
  const accuracy = useCountAccuracy();
  const data = accuracy.data;
  return (
    <SectionCard
      title="Exactitud del inventario (IRA)"
      tooltip="Registros contados cuyo stock del sistema estaba dentro de la tolerancia del plan, en los primeros conteos (no los reconteos)."
    >
      {accuracy.isError && <Typography color="error">No se pudo cargar la exactitud de los conteos</Typography>}
      {data && (
        <>
          <Typography variant="h4" data-testid="ira-value">
            {percent(data.overall.ira)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.overall.counts} conteos · {data.overall.accurate_lines} de {data.overall.lines} registros exactos
          </Typography>
          {data.by_month.length > 0 && (
            <Table size="small" aria-label="IRA por mes">
              <TableHead>
                <TableRow>
                  <TableCell>Mes</TableCell>
                  <TableCell align="right">Conteos</TableCell>
                  <TableCell align="right">Registros</TableCell>
                  <TableCell align="right">IRA</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.by_month.map((month) => (
                  <TableRow key={month.month}>
                    <TableCell>{month.month}</TableCell>
                    <TableCell align="right">{month.counts}</TableCell>
                    <TableCell align="right">{month.lines}</TableCell>
                    <TableCell align="right">{percent(month.ira)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </SectionCard>
  );
}
