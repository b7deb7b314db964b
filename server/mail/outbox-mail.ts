import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Clock } from '../deps';
import type { MailMessage, MailProvider } from './mail-provider';

/** Demo and test mode: sends nothing, appends one JSON line per mail to the outbox file (like the SMS outbox). */
export function outboxMail(path: string, clock: Clock): MailProvider {
  return {
    name: 'outbox',
    async send({ to, subject, text }: MailMessage) {
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify({ to, subject, text, at: clock.now().toISOString() })}\n`);
    },
  };
}
