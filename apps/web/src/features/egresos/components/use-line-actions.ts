import { EGRESO_MESSAGES, egresoScanSchema, type EgresoCreate, type IssueStrategy } from '@bodega/domain';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { readScanSeparator, useScanStatus } from '../../../components/scan';
import { errorMessage } from '../../../lib/api-client';
import { checkLot } from '../api/check-lot';
import { useScanEgreso } from '../api/scan-egreso';
import {
  addScannedLine,
  applySuggestion,
  hasLotCriteria,
  lineFromScan,
  suggestedLot,
  withVerdict,
  type EgresoFormValues,
} from '../lib/lines';
import { TOAST_MS } from '../lib/toasts';

type Form = UseFormReturn<EgresoFormValues, unknown, EgresoCreate>;
type Lines = UseFieldArrayReturn<EgresoFormValues, 'items', 'key'>;

/**
 * What the 'Nueva Salida' dialog does with its lines: a scan asks the server what the code is
 * and which line it fills (with its strategy verdict from real inventory), 'usar sugerencia'
 * moves the line to the suggested lot and checks it again, and a change of strategy re-checks
 * every line that names a lot or expiry.
 */
export function useLineActions(form: Form, lines: Lines) {
  const { enqueueSnackbar } = useSnackbar();
  const scan = useScanEgreso();
  const status = useScanStatus();
  const [warningIndex, setWarningIndex] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [separator] = useState(readScanSeparator);
  const { getValues, clearErrors } = form;
  const { append, update, replace } = lines;
  const { show, hold } = status;

  const onScan = useCallback(
    async (code: string) => {
      if (!egresoScanSchema.safeParse({ barcode: code }).success) {
        show('error', EGRESO_MESSAGES.emptyScan);
        return;
      }
      try {
        const result = await scan.mutateAsync({ barcode: code, strategy: getValues('strategy'), separator });
        const outcome = addScannedLine(getValues('items'), lineFromScan(result));
        const line = outcome.lines[outcome.index]!;
        if (outcome.kind === 'added') append(line);
        else update(outcome.index, line);
        clearErrors('items');
        show(
          result.classification ? 'info' : 'success',
          result.classification?.message ?? EGRESO_MESSAGES.scanDetected(result.barcode_type, result.product.name),
        );
        for (const warning of result.warnings)
          enqueueSnackbar(warning, { variant: 'warning', autoHideDuration: TOAST_MS.scanInfo });
        if (outcome.kind === 'added' && !line.strategy_compliant) setWarningIndex(outcome.index);
      } catch (error) {
        // A refused unit (held, recalled, expired, unknown) stays beside the field until the next scan.
        hold('error', errorMessage(error, EGRESO_MESSAGES.scanError));
      }
    },
    [scan, getValues, separator, append, update, clearErrors, show, hold, enqueueSnackbar],
  );

  const takeSuggestion = useCallback(async () => {
    if (warningIndex === null) return;
    const line = getValues(`items.${warningIndex}`);
    const suggestion = line?.suggested_product;
    if (!line || !suggestion) return;
    setChecking(true);
    try {
      const target = suggestedLot(suggestion);
      const verdict = await checkLot({ product_id: line.product_id, strategy: getValues('strategy'), ...target });
      update(warningIndex, applySuggestion(line, suggestion, verdict));
      setWarningIndex(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, EGRESO_MESSAGES.scanError), { variant: 'error', autoHideDuration: TOAST_MS.error });
    } finally {
      setChecking(false);
    }
  }, [warningIndex, getValues, update, enqueueSnackbar]);

  const ignoreStrategy = useCallback(() => {
    if (warningIndex === null) return;
    const line = getValues(`items.${warningIndex}`);
    if (line) update(warningIndex, { ...line, meta: { ...line.meta, ignored: true } });
    setWarningIndex(null);
  }, [warningIndex, getValues, update]);

  const recheck = useCallback(
    async (strategy: IssueStrategy) => {
      const current = getValues('items');
      if (!current.some(hasLotCriteria)) return;
      setChecking(true);
      try {
        const verdicts = await Promise.all(
          current.map((line) =>
            hasLotCriteria(line)
              ? checkLot({ product_id: line.product_id, strategy, lot_number: line.lot_number, expiry_date: line.expiry_date })
              : null,
          ),
        );
        replace(current.map((line, index) => (verdicts[index] ? withVerdict(line, verdicts[index]) : line)));
      } catch (error) {
        enqueueSnackbar(errorMessage(error, EGRESO_MESSAGES.scanError), { variant: 'error', autoHideDuration: TOAST_MS.error });
      } finally {
        setChecking(false);
      }
    },
    [getValues, replace, enqueueSnackbar],
  );

  return {
    onScan,
    scanning: scan.isPending,
    status,
    warningIndex,
    setWarningIndex,
    checking,
    takeSuggestion,
    ignoreStrategy,
    recheck,
  };
}
