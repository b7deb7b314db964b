import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Clock } from '../deps';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Demo and test mode: sends nothing, appends one JSON line per message to the outbox file.
 * The only place a one-time code is ever written down in clear.
 */
export function outboxSms(path: string, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    async send({ to, code, text }: SmsMessage) {
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify({ to, code, text, at: clock.now().toISOString() })}\n`);
    },
  };
}
