import { join } from 'node:path';
import type { Clock } from '../deps';
import type { Env } from '../env';
import type { MailProvider } from './mail-provider';
import { outboxMail } from './outbox-mail';

/** The demo mail outbox: every mail the shop would send, one JSON line each. */
export function mailOutboxPath(env: Pick<Env, 'DATA_DIR'>): string {
  return join(env.DATA_DIR, 'mail-outbox.jsonl');
}

/**
 * Only the outbox so far: a real shop puts an SMTP or HTTP mail service behind MailProvider here,
 * as server/sms does for its gateway.
 */
export function createMailProvider(env: Env, clock: Clock): MailProvider {
  return outboxMail(mailOutboxPath(env), clock);
}
