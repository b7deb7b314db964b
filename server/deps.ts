import type { Db } from './db/client';
import type { Env } from './env';
import type { MailProvider } from './mail/mail-provider';
import type { CatalogReadModel } from './modules/catalog/catalog.read-model';
import type { Live } from './modules/live/live';
import type { SmsProvider } from './sms/sms-provider';

/** The server's time; tests move it forward instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every module's routes are built with. */
export interface Deps {
  db: Db;
  /** Reads that may lag (Database.reads); routes use `c.var.reads`, which is `db` just after the shopper's own change. */
  reads: Db;
  env: Env;
  catalog: CatalogReadModel;
  clock: Clock;
  sms: SmsProvider;
  mail: MailProvider;
  /** Order events as they happen: the live streams and the shopper's notices (decision 109). */
  live: Live;
}
