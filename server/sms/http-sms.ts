import type { SmsMessage, SmsProvider } from './sms-provider';

const TIMEOUT_MS = 10_000;

/**
 * Production: one HTTP SMS gateway. POSTs `{ to, text }` as JSON with a bearer token; most Indian
 * gateways (MSG91, Gupshup, Twilio via a small adapter) accept this shape or sit behind one.
 * The code itself is never logged.
 */
export function httpSms(url: string, token: string | undefined): SmsProvider {
  return {
    name: 'http',
    async send({ to, text }: SmsMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
