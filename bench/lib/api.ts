// A small JSON client for setting up bench data through the real API.
import { ean13CheckDigit } from '@bodega/domain';
import type { RunningServer } from './processes';

export interface Api {
  token: string;
  headers: Record<string, string>;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, expected?: number[]): Promise<T>;
}

export function apiClient(server: RunningServer, token: string): Api {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async <T>(method: string, path: string, body: unknown, expected: number[]): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: body === undefined ? { authorization: headers.authorization } : headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!expected.includes(res.status)) throw new Error(`${method} /api${path}: HTTP ${res.status} ${text.slice(0, 500)}`);
    return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
  };
  return {
    token,
    headers: { authorization: headers.authorization },
    get: (path) => call('GET', path, undefined, [200]),
    post: (path, body, expected = [200, 201]) => call('POST', path, body ?? {}, expected),
  };
}

/** A warehouse, a zone and `count` locations with room for everything the benches put there. */
export async function benchFacilities(
  api: Api,
  tag: string,
  count: number,
): Promise<{ warehouse_id: number; zone_id: number; locations: Array<{ id: number; code: string }> }> {
  const warehouse = await api.post<{ id: number }>('/warehouses', { code: `BW-${tag}`, name: `Bodega bench ${tag}` });
  const zone = await api.post<{ id: number }>(`/zones/warehouse/${warehouse.id}`, {
    code: `BZ-${tag}`,
    name: `Zona bench ${tag}`,
    capacity: 100_000_000,
  });
  const locations: Array<{ id: number; code: string }> = [];
  for (let i = 1; i <= count; i++) {
    const code = `BL-${tag}-${String(i).padStart(3, '0')}`;
    const location = await api.post<{ id: number }>('/locations', {
      code,
      zone_id: zone.id,
      capacity: 10_000_000,
      weight: 1 + (i % 5) / 10,
    });
    locations.push({ id: location.id, code });
  }
  return { warehouse_id: warehouse.id, zone_id: zone.id, locations };
}

/** `count` products through POST /api/products/bulk, with valid EAN-13 barcodes; returns id and barcode. */
export async function benchProducts(
  api: Api,
  tag: string,
  count: number,
  ean: (i: number) => string,
): Promise<Array<{ id: number; sku: string; barcode: string }>> {
  const products: Array<{ id: number; sku: string; barcode: string }> = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, j) => {
      const i = start + j + 1;
      return {
        sku: `B${tag}-${String(i).padStart(5, '0')}`,
        name: `Insumo bench ${tag} ${i}`,
        barcode: ean(i),
        category: 'Insumos Médicos',
        bulk_import: true,
      };
    });
    const answer = await api.post<{
      created: number;
      results: Array<{ sku: string; status: string; product_id: number | null; barcode: string | null; reason: string | null }>;
    }>('/products/bulk', { products: batch });
    for (const result of answer.results) {
      if (result.status !== 'created' || !result.product_id)
        throw new Error(`producto ${result.sku} no creado: ${result.reason}`);
      products.push({ id: result.product_id, sku: result.sku, barcode: result.barcode! });
    }
  }
  return products;
}

/**
 * `count` products with plenty of stock (1 000 000 units, one lot each) in four bench locations,
 * received in one simplified receipt; `tag` keeps their codes apart from another bench's.
 */
export async function stockedProducts(admin: Api, tag: string, count: number): Promise<number[]> {
  const facilities = await benchFacilities(admin, tag, 4);
  const prefix = tag === 'E' ? '21' : `2${(tag.charCodeAt(0) % 8) + 2}`;
  const products = await benchProducts(admin, tag, count, (i) => {
    const body = `${prefix}${String(i).padStart(10, '0')}`;
    return body + ean13CheckDigit(body);
  });
  await admin.post(
    '/transactions/simplified-reception',
    {
      reference: `BENCH-${tag}-${Date.now().toString(36)}`,
      warehouse_id: facilities.warehouse_id,
      zone_id: facilities.zone_id,
      details: products.map((p, i) => ({
        product_id: p.id,
        quantity: 1_000_000,
        lot_number: `${tag}-${i}`,
        expiry_date: '2029-12-31',
        destination_location_id: facilities.locations[i % 4]!.id,
      })),
    },
    [201],
  );
  return products.map((p) => p.id);
}
