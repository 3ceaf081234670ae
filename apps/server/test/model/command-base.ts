import type fc from 'fast-check';
import { compare, type World } from './world';
import type { StockModel } from './stock-model';

/* What every command of the model-based test shares: the API call and the compare after acting. */

export type Cmd = fc.AsyncCommand<StockModel, World>;

/** One request through Fastify inject, as the admin unless a role is given. */
export const api = (
  w: World,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  role: 'admin' | 'operator' = 'admin',
) => w.t.app.inject({ method, url: `/api${url}`, headers: w.t.auth(role), ...(payload ? { payload } : {}) });

/** A command runs its operation, then the model and the database are compared. */
export abstract class ModelCommand implements Cmd {
  abstract toString(): string;
  check(_m: Readonly<StockModel>): boolean {
    return true;
  }
  async run(m: StockModel, w: World): Promise<void> {
    await this.act(m, w);
    await compare(m, w);
  }
  protected abstract act(m: StockModel, w: World): Promise<void>;
}
