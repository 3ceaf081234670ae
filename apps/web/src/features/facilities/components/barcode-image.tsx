import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { svgDataUrl } from '../../../lib/print';
import { code128Svg } from '../lib/barcode';

interface BarcodeImageProps {
  text: string;
  barHeight?: number;
  moduleWidth?: number;
  alt: string;
}

/** A CODE128 drawn by bwip-js (loaded on demand) as an image. */
export function BarcodeImage({ text, barHeight = 60, moduleWidth = 2, alt }: BarcodeImageProps) {
  const [result, setResult] = useState<{ text: string; url: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    let cancelled = false;
    code128Svg(text, { barHeight, moduleWidth })
      .then((svg) => !cancelled && setResult({ text, url: svgDataUrl(svg), failed: false }))
      .catch(() => !cancelled && setResult({ text, url: null, failed: true }));
    return () => {
      cancelled = true;
    };
  }, [text, barHeight, moduleWidth]);

  if (!result || result.text !== text) return <CircularProgress size={24} aria-label="Generando código de barras" />;
  if (result.failed || !result.url) {
    return (
      <Typography color="error" variant="body2">
        No se pudo generar el código de barras
      </Typography>
    );
  }
  return (
    <Box component="img" src={result.url} alt={alt} sx={{ maxWidth: '100%', height: 'auto', display: 'block', mx: 'auto' }} />
  );
}
