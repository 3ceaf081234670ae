import { TRACEABILITY_TEXTS } from '@bodega/domain';
import { downloadFile } from '../../../lib/download';
import { eventsQuery, type EventFilters } from '../lib/filters';

/** trazabilidad_eventos.csv of every matching event, streamed by the server (not capped at 1000). */
export function exportEvents(filters: EventFilters): Promise<string> {
  return downloadFile(`/traceability/events/export?${eventsQuery(filters).toString()}`, TRACEABILITY_TEXTS.exportFile);
}
