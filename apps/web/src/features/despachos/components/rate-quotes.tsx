import { calculateRatesSchema, formatCLP, formatDateCL, type CalculateRates, type RateQuote } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useCalculateRates } from '../api/calculate-rates';

interface Values {
  weight_kg: string;
  pallets: string;
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

const NUMBER_FIELDS = [
  ['weight_kg', 'Peso (kg)', 0.1],
  ['pallets', 'Pallets', 1],
] as const;

/**
 * 'Cotizar tarifas': weight and pallets of the load, one quote per active carrier service
 * (POST /carriers/calculate-rates), and 'Usar' to take a quote's carrier and delivery date.
 * Its inputs are not part of the shipment form (they are not sent with it), so it keeps them in
 * its own state and judges them with the domain schema.
 */
export function RateQuotes({
  shipDate,
  defaultPallets = 0,
  onUse,
}: {
  shipDate: string;
  defaultPallets?: number;
  onUse: (quote: RateQuote) => void;
}) {
  const calculate = useCalculateRates();
  // The messages stay until the next 'Cotizar', as the shipment form's own fields do not move them.
  const form = useForm<Values, unknown, CalculateRates>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { weight_kg: '', pallets: String(defaultPallets) },
    resolver: formResolver(calculateRatesSchema, (values: Values) => ({
      weight_kg: number(values.weight_kg),
      pallets: number(values.pallets) ?? 0,
      ...(/^\d{4}-\d{2}-\d{2}$/.test(shipDate) ? { ship_date: shipDate } : {}),
    })),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const quote = form.handleSubmit((payload) => {
    setChosen(null);
    calculate.mutate(payload);
  });
  const quotes = calculate.data ?? [];
  return (
    <Box
      component="section"
      aria-labelledby="rate-quotes-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id="rate-quotes-title" variant="subtitle2" sx={{ mb: 1 }}>
        Cotizar tarifas
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        {NUMBER_FIELDS.map(([name, label, step]) => (
          <TextField
            key={name}
            {...fieldProps(form, name)}
            size="small"
            label={label}
            type="number"
            slotProps={{ htmlInput: { min: 0, step } }}
          />
        ))}
        <Button
          variant="outlined"
          onClick={() => void quote()}
          disabled={calculate.isPending}
          sx={{ flexShrink: 0, mt: { sm: 0.25 } }}
        >
          Cotizar
        </Button>
      </Stack>
      {calculate.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(calculate.error, 'No se pudieron cotizar las tarifas')}
        </Alert>
      )}
      {calculate.isSuccess && quotes.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          No hay servicios activos para cotizar: agréguelos en Transportistas.
        </Alert>
      )}
      {quotes.length > 0 && (
        <Table size="small" sx={{ mt: 1 }} aria-label="Tarifas cotizadas">
          <TableHead>
            <TableRow>
              <TableCell>Transportista</TableCell>
              <TableCell>Servicio</TableCell>
              <TableCell align="right">Días</TableCell>
              <TableCell>Entrega estimada</TableCell>
              <TableCell align="right">Precio</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {quotes.map((q) => (
              <TableRow key={q.service_id} selected={chosen === q.service_id}>
                <TableCell>{q.carrier_name}</TableCell>
                <TableCell>{q.service_name}</TableCell>
                <TableCell align="right">{q.transit_days}</TableCell>
                <TableCell>{formatDateCL(q.estimated_delivery)}</TableCell>
                <TableCell align="right" title={`${q.chargeable_kg} kg cobrados, ${q.pallets} pallets`}>
                  {formatCLP(q.price)}
                </TableCell>
                <TableCell align="right" sx={{ py: 0 }}>
                  <Button
                    size="small"
                    aria-label={`Usar ${q.carrier_name} ${q.service_name}`}
                    onClick={() => {
                      setChosen(q.service_id);
                      onUse(q);
                    }}
                  >
                    Usar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
