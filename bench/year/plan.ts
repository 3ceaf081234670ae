// The year of a 500-bed hospital as a list of operations per day, deterministic (one seed), scaled
// by BENCH_YEAR_SCALE (1 = the full year: about 2 million stock moves; 0.01 for a quick run).
import { seededRandom } from '@bodega/domain';

export interface YearSize {
  products: number;
  suppliers: number;
  services: number;
  locations: number;
  /** Operations of the whole year. */
  receipts: number;
  receiptLines: number;
  issues: number;
  issueLines: number;
  orders: number;
  orderLines: number;
  implants: number;
  adjustments: number;
  moves: number;
  quarantines: number;
  recalls: number;
}

/**
 * The full year: 40 suppliers delivering about 8 receipts a working day of 60 lines; 14 services
 * issued to every day; 50 000 sales and internal orders of 8 lines through allocation, picking and
 * dispatch; 20 000 serialised implants received, moved to a service by QR and implanted; cycle
 * adjustments, internal moves, quarantines and two recalls. Each line is one stock move or more:
 * a receipt line one, an issue line one, an order line three (reservation, pick, dispatch), an
 * implant four (receipt, transfer out, reception, implant).
 */
export function yearSize(scale: number): YearSize {
  const n = (full: number, min = 1) => Math.max(min, Math.round(full * scale));
  return {
    products: n(4_000, 40),
    suppliers: Math.min(40, n(40, 4)),
    services: 14,
    locations: n(2_000, 20),
    receipts: n(2_500, 10),
    receiptLines: 60,
    issues: n(36_500, 20),
    issueLines: 5,
    orders: n(50_000, 20),
    orderLines: 8,
    implants: n(20_000, 10),
    adjustments: n(3_000, 5),
    moves: n(5_000, 5),
    quarantines: n(200, 2),
    recalls: 2,
  };
}

/** Approximate stock moves of a year of this size (for the moves-per-second figure's denominator). */
export function plannedMoves(size: YearSize): number {
  return (
    size.receipts * size.receiptLines +
    size.issues * size.issueLines +
    size.orders * size.orderLines * 3 +
    size.implants * 4 +
    size.adjustments +
    size.moves * 2 +
    size.quarantines
  );
}

export type Operation =
  | { kind: 'receipt'; supplier: number; products: number[]; quantities: number[]; expiryDays: number[] }
  | { kind: 'issue'; service: number; products: number[]; quantities: number[] }
  | { kind: 'order'; customer: number; products: number[]; quantities: number[] }
  | { kind: 'implant'; device: number; service: number }
  | { kind: 'adjust'; product: number; delta: number }
  | { kind: 'move'; product: number }
  | { kind: 'quarantine'; product: number }
  | { kind: 'recall'; device: number };

const pick = (rnd: () => number, n: number) => Math.floor(rnd() * n);

/**
 * Product demand follows a Pareto-like curve (a fifth of the products make most of the moves), as
 * ABC analysis expects; product i's weight is 1/(i+1).
 */
function paretoPicker(rnd: () => number, count: number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) cumulative.push((total += 1 / (i + 1)));
  return () => {
    const x = rnd() * total;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function distinct(next: () => number, count: number): number[] {
  const chosen = new Set<number>();
  for (let tries = 0; chosen.size < count && tries < count * 20; tries++) chosen.add(next());
  return [...chosen];
}

/**
 * The year's operations, day by day. Receipts come first each day so that the day's demand finds
 * stock; demand is sized so that receipts cover it over the year (issues and orders ask for a few
 * units a line, receipts bring hundreds).
 */
export function planYear(size: YearSize, seed = 2026): Operation[][] {
  const rnd = seededRandom(seed);
  const product = paretoPicker(rnd, size.products);
  const perDay = (total: number) => {
    const days = Array.from({ length: 365 }, () => Math.floor(total / 365));
    for (let i = 0; i < total % 365; i++) days[pick(rnd, 365)]!++;
    return days;
  };
  const receipts = perDay(size.receipts);
  const issues = perDay(size.issues);
  const orders = perDay(size.orders);
  const implants = perDay(size.implants);
  const adjustments = perDay(size.adjustments);
  const moves = perDay(size.moves);
  const quarantines = perDay(size.quarantines);
  const recallDays = new Set([120, 280]);
  let deviceSeq = 0;
  return Array.from({ length: 365 }, (_, day) => {
    const ops: Operation[] = [];
    for (let i = 0; i < receipts[day]!; i++) {
      // Every product is received in the first weeks (so demand finds it), then by demand.
      const products =
        day < 14
          ? Array.from({ length: size.receiptLines }, (_, j) => (i * size.receiptLines + j + day * 997) % size.products)
          : distinct(product, size.receiptLines);
      ops.push({
        kind: 'receipt',
        supplier: pick(rnd, size.suppliers),
        products: [...new Set(products)],
        quantities: products.map(() => 200 + pick(rnd, 800)),
        // Most lots last one to three years; one in twenty expires within two months.
        expiryDays: products.map(() => (rnd() < 0.05 ? 20 + pick(rnd, 40) : 365 + pick(rnd, 730))),
      });
    }
    for (let i = 0; i < issues[day]!; i++) {
      const products = distinct(product, size.issueLines);
      ops.push({ kind: 'issue', service: pick(rnd, size.services), products, quantities: products.map(() => 1 + pick(rnd, 6)) });
    }
    for (let i = 0; i < orders[day]!; i++) {
      const products = distinct(product, size.orderLines);
      ops.push({ kind: 'order', customer: pick(rnd, 20), products, quantities: products.map(() => 1 + pick(rnd, 4)) });
    }
    for (let i = 0; i < implants[day]!; i++)
      ops.push({ kind: 'implant', device: deviceSeq++, service: pick(rnd, size.services) });
    for (let i = 0; i < adjustments[day]!; i++) ops.push({ kind: 'adjust', product: product(), delta: rnd() < 0.5 ? -1 : 1 });
    for (let i = 0; i < moves[day]!; i++) ops.push({ kind: 'move', product: product() });
    for (let i = 0; i < quarantines[day]!; i++) ops.push({ kind: 'quarantine', product: product() });
    if (recallDays.has(day) && deviceSeq > 0) ops.push({ kind: 'recall', device: pick(rnd, deviceSeq) });
    return ops;
  });
}
