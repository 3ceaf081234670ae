import { downloadFile } from '../../../lib/download';

/** GET /despachos/shipments/{id}/download-manifest: saves the stored PDF under the server's name. */
export function downloadManifest(id: number, shipmentNumber: string): Promise<string> {
  return downloadFile(`/despachos/shipments/${id}/download-manifest`, `manifiesto_${shipmentNumber}.pdf`);
}
