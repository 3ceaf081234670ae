import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url });

describe('health for a load balancer', () => {
  it('live: the process answers, without a session', async () => {
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('ready: the database takes a write, the migrations are current, the sealer runs', async () => {
    const res = await get('/api/health/ready');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ready', database: t.db.dialect, checks: { database: 'ok', migrations: 'ok', sealer: 'ok' } },
    });
    expect((await get('/api/health')).json().data.status).toBe('ok');
  });

  it('ready answers 503 with what is wrong when a migration is missing', async () => {
    const last = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(t.db.kysely);
    const name = last.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db.kysely);
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: `No está listo: faltan 1 migraciones (${name})`, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        t.db.kysely,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 when the database refuses writes', async () => {
    // SQLite read-only; on PostgreSQL a trigger answers as a read-only replica does (25006).
    const readOnly =
      t.db.dialect === 'sqlite'
        ? { on: sql`pragma query_only = 1`, off: sql`pragma query_only = 0` }
        : {
            on: sql`create function refuse_writes() returns trigger language plpgsql as $$
              begin raise exception 'cannot execute UPDATE in a read-only transaction' using errcode = '25006'; end $$;
              create trigger refuse_writes before update on event_chain_checkpoint for each row execute function refuse_writes()`,
            off: sql`drop trigger refuse_writes on event_chain_checkpoint; drop function refuse_writes()`,
          };
    await readOnly.on.execute(t.db.kysely);
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('No está listo: la base de datos no acepta escrituras');
      // The process itself still answers.
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await readOnly.off.execute(t.db.kysely);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 once the sealer has stopped', async () => {
    await t.app.eventSealer.stop();
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('No está listo: el sellador de la cadena de eventos no está en marcha');
  });
});
