import { ADMIN_OPERATOR, classifyBarcode } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf } from '../../lib/schemas';
import { refuseGs1Error } from './gs1-error';

const parseBody = z
  .object({
    code: z
      .string({ error: 'Por favor ingrese un código de barras válido' })
      .min(1, 'Por favor ingrese un código de barras válido')
      .max(2000),
    /** The character a keyboard-wedge scanner sends for FNC1, when not ASCII 29. */
    separator: z.string().min(1).max(4).optional(),
    /** ITF-14 is recognised for issues only. */
    context: z.enum(['issues', 'receipts', 'products']).optional(),
  })
  .strict();

const parseResult = z
  .object({
    barcode_type: z.enum(['EAN-13', 'UPC-A', 'EAN-8', 'UPC', 'ITF-14', 'GS1', 'Otro']),
    gtin: z.string().optional(),
    elements: z.record(z.string(), z.string()),
    warnings: z.array(z.string()),
  })
  .loose();

/** Parses any scanned code with the domain's rules: handhelds and integrations use it. */
const barcodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/parse',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags: ['barcodes'],
        summary: 'Interpretar un código de barras o GS1 (corchetes, FNC1, identificador de simbología, Digital Link)',
        body: parseBody,
        response: { 200: dataOf(parseResult), ...commonErrors },
      },
    },
    async (request) => {
      const { code, separator, context } = request.body;
      const result = classifyBarcode(code, { ...(separator ? { separator } : {}), ...(context ? { context } : {}) });
      refuseGs1Error(result, 'code');
      if (result.gs1) return { data: { ...result.gs1, barcode_type: 'GS1' as const } };
      return { data: { barcode_type: result.type, ...(result.gtin ? { gtin: result.gtin } : {}), elements: {}, warnings: [] } };
    },
  );
};

export default barcodesRoutes;
