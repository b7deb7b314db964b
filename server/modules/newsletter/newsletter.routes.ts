import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { endpoints } from '../../../contract/endpoints';
import {
  CONFIRM_PAGE_PATH,
  CONFIRMATION_LINK_DAYS,
  ConfirmSubscriptionRequestSchema,
  SubscribeRequestSchema,
} from '../../../contract/newsletter';
import type { Deps } from '../../deps';
import { describeErrorForLog } from '../../http/error-log';
import { fieldErrorsInRequestLanguage } from '../../http/field-errors';
import { clientIp, hit, rateLimit } from '../../http/rate-limit';
import { fail, ok } from '../../http/respond';
import { type AppEnv, hashToken, newToken } from '../../http/session';
import { say } from '../../i18n/say';
import { newsletterMessages } from './messages';
import { confirmSubscription, requestSubscription } from './newsletter.repo';

const api = endpoints.newsletter;

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Limits: 10 subscriptions per IP per 10 minutes (many mobile shoppers share one carrier address,
 * and nobody subscribes twice a minute), and at most 3 confirmation mails to one address a day, so
 * nobody's inbox can be flooded from many IPs. Past the address's limit the answer is the same and
 * no mail goes: the caller learns nothing about the address. Confirming is limited per IP only to
 * keep the database from being hammered: the token itself cannot be guessed.
 */
const SUBSCRIBE_PER_IP = { limit: 10, windowMs: 10 * MINUTE_MS };
const MAILS_PER_ADDRESS = { limit: 3, windowMs: DAY_MS };
const CONFIRM_PER_IP = { limit: 30, windowMs: 10 * MINUTE_MS };

/** `endpoints.newsletter` — the home page's newsletter block (spec 000 §2, §9), open to visitors, with double opt-in. */
export function newsletterRoutes(deps: Deps) {
  const { db, clock } = deps;
  const perIp = (name: string, limits: { limit: number; windowMs: number }) =>
    rateLimit(deps, {
      key: (c) => `newsletter:${name}:ip:${clientIp(c, deps.env)}`,
      ...limits,
      message: (c) => say(c, newsletterMessages).tooManyRequests,
    });

  return new Hono<AppEnv>()
    .on(
      api.subscribe.method,
      api.subscribe.path,
      perIp('subscribe', SUBSCRIBE_PER_IP),
      // Like validate(), never echoing the input, but with the form's own wording for a bad address.
      validator('json', (value, c) => {
        const result = v.safeParse(SubscribeRequestSchema, value);
        if (result.success) return result.output;
        const errors = fieldErrorsInRequestLanguage(c, { email: result.issues[0]?.message ?? 'email is required' });
        return fail(c, 400, say(c, newsletterMessages).badEmail, errors);
      }),
      async (c) => {
        const { email } = c.req.valid('json');
        const now = clock.now();
        const mails = await hit(
          db,
          `newsletter:mail:${hashToken(email)}`,
          MAILS_PER_ADDRESS.limit,
          MAILS_PER_ADDRESS.windowMs,
          now,
        );
        if (mails.allowed) {
          const token = newToken();
          const expiresAt = new Date(now.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS);
          // An address already confirmed gets no mail, and the same answer.
          if (await requestSubscription(db, email, hashToken(token), expiresAt, now)) {
            try {
              await deps.mail.send(confirmationMail(c, email, confirmLink(deps, token)));
            } catch (error) {
              console.error(`newsletter: the mail provider failed:\n${describeErrorForLog(error)}`);
              return fail(c, 502, say(c, newsletterMessages).mailFailed);
            }
          }
        }
        // The same answer for a new, a waiting and a confirmed address.
        return ok(c, null, say(c, newsletterMessages).checkInbox);
      },
    )
    .on(
      api.confirm.method,
      api.confirm.path,
      perIp('confirm', CONFIRM_PER_IP),
      validator('json', (value, c) => {
        const result = v.safeParse(ConfirmSubscriptionRequestSchema, value);
        if (result.success) return result.output;
        const words = say(c, newsletterMessages);
        return fail(c, 400, words.badLink, { token: words.badLinkField });
      }),
      async (c) => {
        const confirmed = await confirmSubscription(db, hashToken(c.req.valid('json').token), clock.now());
        if (!confirmed) return fail(c, 400, say(c, newsletterMessages).badLink);
        return ok(c, null, say(c, newsletterMessages).confirmed);
      },
    );
}

/**
 * The link to the confirm page, on the shop's configured address: never the Host the request named, which its
 * sender chooses (decision 102).
 */
function confirmLink(deps: Deps, token: string): string {
  const url = new URL(CONFIRM_PAGE_PATH, deps.env.PUBLIC_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

/** In the language of the request that subscribed. */
function confirmationMail(c: Context, to: string, link: string) {
  const words = say(c, newsletterMessages);
  return { to, subject: words.mailSubject, text: words.mailText({ link }) };
}
