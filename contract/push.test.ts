import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PushSubscribeBodySchema } from './push';

const keys = { p256dh: 'B'.repeat(87), auth: 'C'.repeat(22) };
const refusal = (endpoint: string) => v.safeParse(PushSubscribeBodySchema, { endpoint, keys }).issues?.[0]?.message;

describe('PushSubscribeBodySchema', () => {
  it('takes a push service’s https address, as browsers give it', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dK3x:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      expect(v.safeParse(PushSubscribeBodySchema, { endpoint, keys }).success).toBe(true);
    }
  });

  it('refuses what is not a URL, and a URL that is not https', () => {
    for (const endpoint of ['push me', '', 'https://', '//push.example.net/x', 'https://push example.net']) {
      expect(refusal(endpoint)).toBe('endpoint must be a URL');
    }
    expect(refusal('http://push.example.net/send/1')).toBe('endpoint must be https');
    expect(refusal('ftp://push.example.net/send/1')).toBe('endpoint must be https');
  });
});
