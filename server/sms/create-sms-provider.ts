import type { Clock } from '../deps';
import type { Env } from '../env';
import { httpSms } from './http-sms';
import { outboxSms } from './outbox-sms';
import type { SmsProvider } from './sms-provider';

export function createSmsProvider(env: Env, clock: Clock): SmsProvider {
  if (env.SMS_PROVIDER === 'http' && env.SMS_GATEWAY_URL) return httpSms(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN);
  return outboxSms(env.SMS_OUTBOX, clock);
}
