import { INGRESO_SCREEN_MESSAGES as T, type BarcodeClassification, type IngresoFormInput } from '@bodega/domain';
import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readScanSeparator, useScanStatus } from '../../../components/scan';
import { errorMessage } from '../../../lib/api-client';
import { findProductByBarcode } from '../api/products';
import type { Product } from '../api/types';
import { addScannedLine, emptyLine, scannedLine, type LineValues } from '../lib/scan-lines';
import { resolveScan } from '../lib/scan-lines';

interface ScanEntry {
  name: string;
  /** The lines before this scan, for 'Deshacer'. */
  before: LineValues[];
}

/**
 * The receipt's scan flow: found → added (merge rule); not found → 'Producto No
 * Encontrado' → create → added; GS1 with data but no product → info panel.
 */
export function useIngresoScan(
  form: UseFormReturn<IngresoFormInput>,
  products: Map<number, Product>,
  remember: (product: Product) => void,
) {
  const [separator] = useState(readScanSeparator);
  const [busy, setBusy] = useState(false);
  const [multi, setMulti] = useState(false);
  const [history, setHistory] = useState<ScanEntry[]>([]);
  const [notFound, setNotFound] = useState<{ code: string; classification: BarcodeClassification } | null>(null);
  const [gs1Info, setGs1Info] = useState<{ code: string; classification: BarcodeClassification } | null>(null);
  const status = useScanStatus();

  const addProduct = useCallback(
    (product: Product, classification: BarcodeClassification, code?: string) => {
      remember(product);
      const before = (form.getValues('items') ?? []) as LineValues[];
      const boxOf = (id: number) => (id === product.id ? product.cantidad_x_caja : (products.get(id)?.cantidad_x_caja ?? 1));
      const next = addScannedLine(before, scannedLine(product, classification, code), boxOf);
      form.setValue('items', next.length ? next : [emptyLine()], { shouldValidate: form.formState.isSubmitted });
      setHistory((entries) => [...entries, { name: product.name, before }]);
      status.show('success', `${product.name} agregado`);
    },
    [form, products, remember, status],
  );

  const onScan = useCallback(
    async (code: string) => {
      setBusy(true);
      setGs1Info(null);
      try {
        const outcome = await resolveScan(code, separator, findProductByBarcode);
        if (outcome.kind === 'found') addProduct(outcome.product, outcome.classification, code);
        else if (outcome.kind === 'invalid') status.show('error', outcome.message);
        else if (outcome.kind === 'gs1-without-product') setGs1Info(outcome);
        else setNotFound(outcome);
      } catch (error) {
        status.show('error', errorMessage(error, T.scanError));
      } finally {
        setBusy(false);
      }
    },
    [separator, addProduct, status],
  );

  const undo = useCallback(() => {
    const last = history.at(-1);
    if (!last) return;
    form.setValue('items', last.before.length ? last.before : [emptyLine()]);
    setHistory((entries) => entries.slice(0, -1));
  }, [history, form]);

  const reset = useCallback(() => {
    setHistory([]);
    setNotFound(null);
    setGs1Info(null);
    setMulti(false);
    status.clear();
  }, [status]);

  return {
    separator,
    busy,
    multi,
    setMulti,
    history,
    undo,
    onScan,
    addProduct,
    notFound,
    setNotFound,
    gs1Info,
    setGs1Info,
    status,
    reset,
  };
}
