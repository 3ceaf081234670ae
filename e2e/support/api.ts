import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './login';

export interface Api {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
}

/** API calls as a demo user (the same endpoints the screens use). */
export async function apiAs(request: APIRequestContext, email: string): Promise<Api> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).access_token as string}` };
  return {
    get: async <T>(path: string) => {
      const response = await request.get(path, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).data as T;
    },
    post: async <T>(path: string, body: unknown = {}) => {
      const response = await request.post(path, { headers, data: body });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).data as T;
    },
  };
}

const DEMO_SKU = 'INS-0013'; // Gasa estéril 10x10 cm (demo data)

async function operatorId(admin: Api): Promise<number> {
  const operators = await admin.get<Array<{ id: number; username: string }>>('/api/users/operators');
  return operators.find((o) => o.username === 'operador')!.id;
}

/** A piece-by-piece storage list of one demo product, assigned to the demo operator. */
export async function assignedStorageList(admin: Api, units = 3): Promise<{ id: number; location: string; barcode: string }> {
  const warehouses = await admin.get<Array<{ id: number; name: string }>>('/api/warehouses');
  const warehouse = warehouses.find((w) => w.name === 'Bodega Central Hospital Clínico') ?? warehouses[0]!;
  const zones = await admin.get<Array<{ id: number; name: string }>>(`/api/warehouses/${warehouse.id}/zones`);
  const zone = zones.find((z) => z.name === 'Recepción') ?? zones[0]!;
  const groups = await admin.get<Array<{ product: { id: number; sku: string; barcode: string } }>>(
    `/api/inventory?search=${DEMO_SKU}`,
  );
  const product = groups.find((g) => g.product.sku === DEMO_SKU)!.product;
  const stamp = `${Date.now() % 1_000_000}`;
  const receipt = await admin.post<{ id: number }>('/api/transactions/ingresos', {
    order_number: `OC-HH-${stamp}`,
    warehouse_id: warehouse.id,
    zone_id: zone.id,
    items: [{ product_id: product.id, quantity: units, lot_number: `HH${stamp}`, expiry_date: '2028-06-30' }],
  });
  const list = await admin.post<{
    id: number;
    storage_items: Array<{ suggested_location: { code: string; barcode: string | null } | null }>;
  }>('/api/intelligent-storage/storage-lists', {
    transaction_id: receipt.id,
    storage_strategy: 'abc_optimized',
    piece_by_piece_enabled: true,
  });
  await admin.post(`/api/intelligent-storage/storage-lists/${list.id}/assign`, { user_id: await operatorId(admin) });
  const suggested = list.storage_items[0]!.suggested_location!;
  return { id: list.id, location: suggested.barcode ?? suggested.code, barcode: product.barcode };
}

/** A piece-by-piece picking list of one demo product, allocated and assigned to the demo operator. */
export async function assignedPickingList(admin: Api, units = 2): Promise<{ id: number; barcode: string }> {
  const customers = await admin.get<Array<{ id: number }>>('/api/orders/customers');
  const products = await admin.get<Array<{ id: number; sku: string; barcode: string }>>(
    `/api/orders/products/inventory?q=${DEMO_SKU}`,
  );
  const product = products.find((p) => p.sku === DEMO_SKU)!;
  const order = await admin.post<{ id: number }>('/api/orders', {
    customer_id: customers[0]!.id,
    piece_by_piece_enabled: true,
    priority: 2,
    order_lines: [{ product_id: product.id, quantity: units, unit_price: 1200 }],
  });
  await admin.post(`/api/orders/${order.id}/allocate`);
  const list = await admin.post<{ id: number }>(`/api/orders/${order.id}/picking-list`);
  await admin.post(`/api/orders/picking-lists/${list.id}/assign`, { user_id: await operatorId(admin) });
  return { id: list.id, barcode: product.barcode };
}

/**
 * A wave of two piece-by-piece orders of one demo product; its batch picking list is assigned to
 * the demo operator. Returns the list, its wave and the product's barcode.
 */
export async function assignedWaveList(admin: Api): Promise<{ id: number; waveId: number; barcode: string }> {
  const customers = await admin.get<Array<{ id: number }>>('/api/orders/customers');
  const products = await admin.get<Array<{ id: number; sku: string; barcode: string }>>(
    `/api/orders/products/inventory?q=${DEMO_SKU}`,
  );
  const product = products.find((p) => p.sku === DEMO_SKU)!;
  const orders: number[] = [];
  for (let i = 0; i < 2; i++) {
    const order = await admin.post<{ id: number }>('/api/orders', {
      customer_id: customers[i % customers.length]!.id,
      piece_by_piece_enabled: true,
      priority: 3,
      order_lines: [{ product_id: product.id, quantity: 1, unit_price: 1200 }],
    });
    orders.push(order.id);
  }
  const wave = await admin.post<{ wave_id: number }>('/api/wave-picking/create-wave', { order_ids: orders, priority: 3 });
  const detail = await admin.get<{ lists: Array<{ id: number }> }>(`/api/wave-picking/waves/${wave.wave_id}`);
  const list = detail.lists[0]!;
  await admin.post(`/api/orders/picking-lists/${list.id}/assign`, { user_id: await operatorId(admin) });
  return { id: list.id, waveId: wave.wave_id, barcode: product.barcode };
}
