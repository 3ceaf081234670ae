import { describe, expect, it } from 'vitest';
import { activeFilterCount, eventsQuery, NO_FILTERS, readEventParams, writeEventFilters, writeEventPage } from './filters';

describe('event filters in the URL', () => {
  it('reads every filter and the page, dropping what is invalid', () => {
    expect(
      readEventParams(
        new URLSearchParams('producto=12&tipo=TRANSFER&ubicacion=4&lote=L-1&desde=2026-11-01&hasta=2026-11-30&pagina=2'),
      ),
    ).toEqual({
      product_id: 12,
      event_type: 'TRANSFER',
      location_id: 4,
      lot_number: 'L-1',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      page: 2,
    });
    expect(readEventParams(new URLSearchParams('producto=abc&tipo=RECALL&ubicacion=-1&desde=01-11-2026&pagina=0'))).toEqual({
      ...NO_FILTERS,
      page: 1,
    });
  });

  it('applying filters goes back to page 1 and leaves empty ones out', () => {
    const next = writeEventFilters(new URLSearchParams('pagina=5&tipo=DAMAGE'), { ...NO_FILTERS, lot_number: ' L-9 ' });
    expect(next.toString()).toBe('lote=L-9');
    expect(writeEventPage(next, 3).toString()).toBe('lote=L-9&pagina=3');
    expect(writeEventPage(new URLSearchParams('pagina=3'), 1).toString()).toBe('');
  });

  it('builds the API query, 25 per page, and counts the active filters', () => {
    const filters = { ...NO_FILTERS, product_id: 3, event_type: 'RECEPTION' as const, date_to: '2026-11-30' };
    expect(eventsQuery(filters, 1).toString()).toBe('product_id=3&event_type=RECEPTION&date_to=2026-11-30&page=1&per_page=25');
    expect(eventsQuery(filters).toString()).toBe('product_id=3&event_type=RECEPTION&date_to=2026-11-30');
    expect(activeFilterCount(filters)).toBe(3);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });
});
