import type { Role } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/*
 * Cycle counts (issue 42 §1): generation is idempotent, counts are blind (no operator-readable
 * answer carries an expected quantity), a recount is refused to the first counter, the
 * location's moves are refused while it is counted, and concurrent approvals adjust once.
 */
let t: TestApp;
let zoneId: number;
let op1: { authorization: string };
let op2: { authorization: string };
let op1Id: number;
let op2Id: number;
const admin = () => t.auth('admin');

beforeAll(async () => {
  t = await createTestApp();
  const first = await createLocation(t.db.kysely);
  zoneId = first.zone_id;
  const operator = await t.db.kysely
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('role', '=', 'operator')
    .executeTakeFirstOrThrow();
  op1Id = operator.id;
  op1 = t.auth('operator');
  const at = new Date().toISOString();
  const second = await t.db.kysely
    .insertInto('users')
    .values({
      username: 'operador2',
      name: 'Operario Dos',
      email: 'operador2@demo.cl',
      role: 'operator',
      password_hash: await hashPassword('demo1234'),
      token_version: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  op2Id = second.id;
  op2 = { authorization: `Bearer ${t.app.issueToken({ id: op2Id, role: 'operator' as Role, token_version: 0 })}` };
});
afterAll(async () => t?.close());

const receive = (key: { product_id: number; location_id: number; lot_number?: string; expiry_date?: string }, quantity: number) =>
  t.app.deps.stockTransaction((stock) => stock.add(key, quantity, 'RECEPTION', { user_id: 1, reference: 'FIXTURE' }));

async function stockedLocation(quantity: number) {
  const location_id = await addLocation(t.db.kysely, zoneId);
  const product_id = await createProduct(t.db.kysely);
  await receive({ product_id, location_id, lot_number: 'L1', expiry_date: '2028-01-31' }, quantity);
  const location = await t.db.kysely
    .selectFrom('locations')
    .select('code')
    .where('id', '=', location_id)
    .executeTakeFirstOrThrow();
  const product = await t.db.kysely
    .selectFrom('products')
    .select('barcode')
    .where('id', '=', product_id)
    .executeTakeFirstOrThrow();
  return { location_id, product_id, code: location.code, barcode: product.barcode! };
}

async function taskAt(locationId: number) {
  return t.db.kysely
    .selectFrom('count_tasks')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('open_location_id', 'is not', null)
    .executeTakeFirstOrThrow();
}

/** Every key of a JSON answer, at any depth. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.add(key);
      keysOf(inner, out);
    }
  }
  return out;
}
/** An operator-readable answer: no expected quantity, variance or result in it, at any depth. */
function expectBlind(body: string) {
  const keys = [...keysOf(JSON.parse(body))];
  expect(
    keys.filter((k) => /expected|variance|result|accura|tolerance|total_lines/i.test(k)),
    body,
  ).toEqual([]);
}

const generate = () => t.app.inject({ method: 'POST', url: '/api/counts/generate', headers: admin() });
const assign = (id: number, operator_id: number) =>
  t.app.inject({ method: 'POST', url: `/api/counts/tasks/${id}/assign`, headers: admin(), payload: { operator_id } });
const line = (headers: { authorization: string }, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/counts/tasks/${id}/lines`, headers, payload });
const submit = (headers: { authorization: string }, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/counts/tasks/${id}/submit`, headers, payload: {} });

describe('count plans', () => {
  it('answers the defaults and lets only admins replace them', async () => {
    const res = await t.app.inject({ url: '/api/counts/plans', headers: admin() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      frequency_a: 'monthly',
      frequency_b: 'quarterly',
      frequency_c: 'yearly',
      frequency_priority: 'monthly',
      tolerance_percent: 2,
      tolerance_units: 2,
      priority_any_variance: true,
    });
    const plan = { ...res.json().data };
    delete plan.updated_at;
    delete plan.updated_by;
    const denied = await t.app.inject({ method: 'PUT', url: '/api/counts/plans', headers: op1, payload: plan });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/counts/plans',
      headers: admin(),
      payload: { ...plan, frequency_a: 'daily' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/counts/plans',
      headers: admin(),
      payload: { ...plan, frequency_c: 'quarterly' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.frequency_c).toBe('quarterly');
    await t.app.inject({ method: 'PUT', url: '/api/counts/plans', headers: admin(), payload: plan });
  });
});

describe('generating count tasks', () => {
  it('makes one task per due location and never a second open one', async () => {
    const { location_id } = await stockedLocation(5);
    const first = await generate();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.tasks.filter((task: { location_id: number }) => task.location_id === location_id)).toHaveLength(1);
    expect(first.json().data.tasks[0].number).toMatch(/^CNT-\d{6}$/);
    const second = await generate();
    expect(second.json().data.tasks.filter((task: { location_id: number }) => task.location_id === location_id)).toEqual([]);
    const [again] = await Promise.all([generate(), generate()]);
    expect(again.statusCode).toBe(200);
    const open = await t.db.kysely.selectFrom('count_tasks').select('id').where('location_id', '=', location_id).execute();
    expect(open).toHaveLength(1);
    const listed = await t.app.inject({ url: '/api/counts/tasks?open=true&per_page=100', headers: admin() });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((task: { location: { id: number } }) => task.location.id)).toContain(location_id);
    expect(
      listed
        .json()
        .data.every((task: { state: string }) => ['pendiente', 'asignada', 'en_curso', 'por_aprobar'].includes(task.state)),
    ).toBe(true);
    expect((await t.app.inject({ url: '/api/counts/tasks?open=maybe', headers: admin() })).statusCode).toBe(400);
  });
});

describe('a blind count with a recount and an approval', () => {
  it('never shows expected quantities to operators, refuses moves while counting, recounts by another operator and adjusts once', async () => {
    const spot = await stockedLocation(10);
    await generate();
    const task = await taskAt(spot.location_id);
    expect((await assign(task.id, op1Id)).statusCode).toBe(200);

    // Another operator cannot count it; the assigned one sees it without expected figures.
    expect(
      (await line(op2, task.id, { location_code: spot.code, product_code: spot.barcode, lot_number: 'L1', quantity: 1 }))
        .statusCode,
    ).toBe(404);
    const list = await t.app.inject({ url: '/api/counts/tasks?per_page=100', headers: op1 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(task.id);
    expectBlind(list.body);
    const detail = await t.app.inject({ url: `/api/counts/tasks/${task.id}`, headers: op1 });
    expect(detail.statusCode).toBe(200);
    expectBlind(detail.body);

    // The wrong location is refused; the right one starts the count.
    const wrong = await line(op1, task.id, {
      location_code: 'NO-EXISTE',
      product_code: spot.barcode,
      lot_number: 'L1',
      quantity: 4,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain('no corresponde a la tarea');
    const scanned = await line(op1, task.id, {
      location_code: spot.code,
      product_code: spot.barcode,
      lot_number: 'L1',
      quantity: 4,
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expectBlind(scanned.body);
    const more = await line(op1, task.id, {
      location_code: spot.code,
      product_code: spot.barcode,
      lot_number: 'L1',
      quantity: 3,
    });
    expect(more.json().data.lines).toMatchObject([{ counted_quantity: 7, lot_number: 'L1', expiry_date: '2028-01-31' }]);
    expectBlind(more.body);

    // While counted, the location's stock moves are refused (the ledger, whatever the route).
    const row = await t.db.kysely
      .selectFrom('inventory')
      .select('id')
      .where('location_id', '=', spot.location_id)
      .executeTakeFirstOrThrow();
    const adjust = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/${row.id}/adjust`,
      headers: admin(),
      payload: { adjustment_type: 'subtract', quantity: 1 },
    });
    expect(adjust.statusCode).toBe(409);
    expect(adjust.json()).toMatchObject({ code: 'LOCATION_IN_COUNT' });
    expect(adjust.json().error).toMatch(/^Ubicación en conteo/);
    // A goods issue (on PostgreSQL its one-statement path first) is refused the same way.
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/egresos/egress-orders',
      headers: admin(),
      payload: { area_servicio: 'UCI', items: [{ product_id: spot.product_id, quantity: 1 }] },
    });
    expect(issue.statusCode, issue.body).toBe(409);
    expect(issue.json().code).toBe('LOCATION_IN_COUNT');
    await expect(
      receive({ product_id: spot.product_id, location_id: spot.location_id, lot_number: 'L2' }, 1),
    ).rejects.toMatchObject({
      code: 'LOCATION_IN_COUNT',
    });
    const other = await addLocation(t.db.kysely, zoneId);
    await expect(
      t.app.deps.stockTransaction((stock) =>
        stock.transfer(
          { product_id: spot.product_id, location_id: spot.location_id, lot_number: 'L1', expiry_date: '2028-01-31' },
          other,
          1,
          { user_id: 1 },
        ),
      ),
    ).rejects.toMatchObject({ code: 'LOCATION_IN_COUNT' });

    // Submission: 7 of 10 is beyond 2 units and 2 %, so a recount; the answer stays blind.
    const sent = await submit(op1, task.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expectBlind(sent.body);
    expect(sent.json().data.state).toBe('reconteo');
    const after = await t.app.inject({ url: `/api/counts/tasks/${task.id}`, headers: op1 });
    expectBlind(after.body);
    const afterList = await t.app.inject({ url: '/api/counts/tasks?per_page=100', headers: op1 });
    expectBlind(afterList.body);
    expect((await submit(op1, task.id)).statusCode).toBe(409);
    // Operators cannot read the variances at all.
    expect((await t.app.inject({ url: '/api/counts/variances', headers: op1 })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/counts/accuracy', headers: op1 })).statusCode).toBe(403);

    // Moves are accepted again once submitted.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/inventory/${row.id}/adjust`,
          headers: admin(),
          payload: { adjustment_type: 'subtract', quantity: 1 },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/inventory/${row.id}/adjust`,
      headers: admin(),
      payload: { adjustment_type: 'add', quantity: 1 },
    });

    // The recount: the first counter is refused, in Spanish, on assignment and on counting.
    const recount = await taskAt(spot.location_id);
    expect(recount.parent_task_id).toBe(task.id);
    const same = await assign(recount.id, op1Id);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'RECOUNT_SAME_OPERATOR' });
    expect(same.json().error).toContain('operario distinto');
    await t.db.kysely
      .updateTable('count_tasks')
      .set({ operator_id: op1Id, state: 'asignada' })
      .where('id', '=', recount.id)
      .execute();
    const sneaky = await line(op1, recount.id, {
      location_code: spot.code,
      product_code: spot.barcode,
      lot_number: 'L1',
      quantity: 7,
    });
    expect(sneaky.statusCode).toBe(409);
    expect(sneaky.json().code).toBe('RECOUNT_SAME_OPERATOR');
    expect((await assign(recount.id, op2Id)).statusCode).toBe(200);
    const recounted = await line(op2, recount.id, {
      location_code: spot.code,
      product_code: spot.barcode,
      lot_number: 'L1',
      quantity: 7,
    });
    expect(recounted.statusCode, recounted.body).toBe(200);
    expectBlind(recounted.body);
    const resent = await submit(op2, recount.id);
    expect(resent.json().data.state).toBe('por_aprobar');
    expectBlind(resent.body);

    // The admin reads the variance and approves it twice at once: one adjustment.
    const variances = await t.app.inject({ url: '/api/counts/variances?per_page=100', headers: admin() });
    const variance = variances.json().data.find((v: { task_id: number }) => v.task_id === recount.id);
    expect(variance).toMatchObject({ expected_quantity: 10, counted_quantity: 7, variance: -3, state: 'por_aprobar' });
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/counts/variances/${variance.id}/approve`,
      headers: admin(),
      payload: { reason_code: 'otro' },
    });
    expect(noReason.statusCode).toBe(400);
    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/counts/variances/${variance.id}/approve`,
        headers: admin(),
        payload: { reason_code: 'merma' },
      });
    const answers = await Promise.all([approve(), approve(), approve()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const stock = await t.db.kysely
      .selectFrom('inventory')
      .select('quantity')
      .where('location_id', '=', spot.location_id)
      .execute();
    expect(stock).toEqual([{ quantity: 7 }]);
    const events = await t.db.kysely
      .selectFrom('traceability_events')
      .select(['quantity', 'reference', 'reference_type', 'description'])
      .where('location_id', '=', spot.location_id)
      .where('reference_type', '=', 'count_task')
      .execute();
    expect(events).toEqual([
      {
        quantity: -3,
        reference: recount.number,
        reference_type: 'count_task',
        description: `Ajuste por conteo ${recount.number}: Merma`,
      },
    ]);
    const closed = await t.db.kysely
      .selectFrom('count_tasks')
      .select(['state', 'open_location_id'])
      .where('id', '=', recount.id)
      .executeTakeFirstOrThrow();
    expect(closed).toEqual({ state: 'cerrada', open_location_id: null });

    // IRA: the first count had one key out of tolerance.
    const ira = await t.app.inject({ url: '/api/counts/accuracy', headers: admin() });
    expect(ira.statusCode).toBe(200);
    expect(ira.json().data.by_count.find((c: { task_id: number }) => c.task_id === task.id)).toMatchObject({
      lines: 1,
      accurate_lines: 0,
      ira: 0,
    });
  });

  it('closes an exact count without approval and counts an empty location by its scan', async () => {
    const spot = await stockedLocation(3);
    await generate();
    const task = await taskAt(spot.location_id);
    await assign(task.id, op2Id);
    await line(op2, task.id, { location_code: spot.code, product_code: spot.barcode, lot_number: 'L1', quantity: 3 });
    const sent = await submit(op2, task.id);
    expect(sent.json().data.state).toBe('cerrada');

    const empty = await addLocation(t.db.kysely, zoneId);
    const code = (await t.db.kysely.selectFrom('locations').select('code').where('id', '=', empty).executeTakeFirstOrThrow())
      .code;
    const numbers = await t.db.kysely
      .insertInto('count_tasks')
      .values({
        number: 'CNT-900001',
        location_id: empty,
        cause: 'zero',
        state: 'asignada',
        operator_id: op1Id,
        open_location_id: empty,
        due_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await submit(op1, numbers.id)).statusCode).toBe(400);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/counts/tasks/${numbers.id}/submit`,
      headers: op1,
      payload: { location_code: code },
    });
    expect(confirmed.json().data.state).toBe('cerrada');
  });

  it('refuses bad input with Spanish messages', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/counts/tasks/abc/lines', headers: op1, payload: {} })).statusCode,
    ).toBe(400);
    const negative = await t.app.inject({
      method: 'POST',
      url: '/api/counts/tasks/1/lines',
      headers: op1,
      payload: { location_code: 'X', product_code: 'Y', quantity: -1 },
    });
    expect(negative.statusCode).toBe(400);
    const missing = await assign(999999, op1Id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Tarea de conteo no encontrada');
    const notOperator = await assign(1, 1);
    expect([400, 404]).toContain(notOperator.statusCode);
  });
});
