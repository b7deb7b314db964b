import { createHash, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { endpoints } from '../../../contract/endpoints';
import { SUPPORT_FILE_MAX_BYTES, SupportMessageFieldsSchema } from '../../../contract/support';
import type { Deps } from '../../deps';
import { fieldErrorsInRequestLanguage } from '../../http/field-errors';
import type { FormLimits } from '../../http/form-parts';
import { clientIp, hit, rateLimit, tooManyRequests } from '../../http/rate-limit';
import { fail, ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { say } from '../../i18n/say';
import { readStoredAttachment, storeAttachment } from './attachment-store';
import { supportMessages } from './messages';
import {
  ATTACHMENT_KINDS,
  type AttachmentKind,
  declaredExtensionMatches,
  detectAttachmentKind,
  displayFileName,
} from './support.attachment';
import { findRecentCopies, insertSupportMessage, type NewSupportMessage } from './support.repo';
import { type NoRoom, noRoomFor, uploadSpace } from './upload-space';

const api = endpoints.support;

const REQUIRED_FIELDS = ['email', 'subject', 'message'] as const;

/**
 * Spam brake: a few messages per e-mail address and, more generously, per IP (many Indian mobile
 * shoppers share one carrier-grade NAT address) in a 10-minute window. Only messages that would be
 * stored count, so a shopper fixing a typo is never locked out.
 */
const RATE_WINDOW_MS = 10 * 60 * 1000;
const MESSAGES_PER_EMAIL = 3;
const MESSAGES_PER_IP = 10;
/**
 * Every try counts, before a byte of the form is read (the brake above counts only after parsing): three times
 * the stored messages per IP, so a network of shoppers fixing typos in the form never meets it.
 */
const TRIES_PER_IP = 3 * MESSAGES_PER_IP;

/**
 * The form's fields (the text ones and `file`), four more for what a client may add, and room per part for
 * 1,000 characters of message in 4-byte characters and a file name of 255 such characters, four times over.
 * The API takes no other form, so app.ts holds every form to these.
 */
export const FORM_LIMITS: FormLimits = {
  parts: Object.keys(SupportMessageFieldsSchema.entries).length + 1 + 4,
  headBytes: 4 * 1024,
  textBytes: 16 * 1024,
};

interface Attachment {
  kind: AttachmentKind;
  bytes: Uint8Array;
  displayName: string;
}

/** `endpoints.support` — the Help Center contact form (spec 001 §2, §3, §5), for shoppers and visitors alike. */
export function supportRoutes(deps: Deps) {
  const space = uploadSpace(deps);
  return new Hono<AppEnv>().on(api.messages.method, api.messages.path, async (c) => {
    const words = say(c, supportMessages);
    const contentType = c.req.header('Content-Type') ?? '';
    if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) {
      return fail(c, 415, words.notMultipart);
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return fail(c, 400, words.unreadableForm);
    }

    const missing = REQUIRED_FIELDS.filter((field) => {
      const value = form.get(field);
      return value === null || (typeof value === 'string' && value.trim() === '');
    });
    if (missing.length > 0) {
      const errors = Object.fromEntries(missing.map((f) => [f, `${f} is required`]));
      return fail(c, 400, words.missingFields, fieldErrorsInRequestLanguage(c, errors));
    }
    const parsed = v.safeParse(SupportMessageFieldsSchema, {
      email: form.get('email'),
      subject: form.get('subject'),
      message: form.get('message'),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.issues) found[v.getDotPath(issue) ?? 'form'] ??= issue.message;
      // The first issue's field is the first one found.
      const errors = fieldErrorsInRequestLanguage(c, found);
      const message = errors.email ? words.badEmail : (Object.values(errors)[0] ?? words.invalidForm);
      return fail(c, 400, message, errors);
    }
    const fields = parsed.output;

    const attachment = await readAttachment(c, form);
    if (attachment instanceof Response) return attachment;

    const row = {
      id: randomUUID(),
      userId: c.get('user')?.id ?? null,
      ...fields,
      fileName: attachment?.displayName ?? null,
      fileType: attachment ? ATTACHMENT_KINDS[attachment.kind].mime : null,
      fileSize: attachment?.bytes.byteLength ?? null,
      createdAt: deps.clock.now(),
    };
    const copyId = await recentCopyOf(deps, row, attachment);
    if (copyId) return ok(c, { id: copyId }, words.sent, 201);

    const room = attachment ? await space.reserve(attachment.bytes.byteLength) : undefined;
    if (typeof room === 'string') return refuseForRoom(c, room);
    try {
      const limited = await rateLimited(deps, c, fields.email);
      if (limited) return limited;
      const storedPath = attachment
        ? await storeAttachment(deps.env.UPLOAD_DIR, row.id, attachment.kind, attachment.bytes)
        : undefined;
      try {
        await insertSupportMessage(deps.db, row);
      } catch (error) {
        // No file without its message.
        if (storedPath) await rm(storedPath, { force: true });
        throw error;
      }
      return ok(c, { id: row.id }, words.sent, 201);
    } finally {
      room?.release();
    }
  });
}

/** 429 once an IP has tried the form TRIES_PER_IP times in the window; runs before anything reads the body. */
export function limitTriesPerIp(deps: Deps): MiddlewareHandler<AppEnv> {
  return rateLimit(deps, {
    key: (c) => (c.req.method === 'POST' ? `support-try:ip:${clientIp(c, deps.env)}` : undefined),
    limit: TRIES_PER_IP,
    windowMs: RATE_WINDOW_MS,
    message: (c) => say(c, supportMessages).tooManyTries,
  });
}

/**
 * The text fields alone (an e-mail address, a subject, 1,000 characters of message even in 4-byte
 * characters with CRLF line breaks, and the multipart framing) stay well under this.
 */
const TEXT_ONLY_BODY_BYTES = 64 * 1024;

/**
 * Runs before anything reads the body (app.ts puts it right after the body limit): a body declared
 * this large carries a file, refused at once when the file could not be kept, so the shopper does
 * not wait for megabytes to upload only to hear no. A chunked body declares no length: the route
 * checks it once read, by the file's own size.
 */
export function refuseUploadsWithoutRoom(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declaredBytes = Number(c.req.header('Content-Length') ?? 0);
    if (declaredBytes > TEXT_ONLY_BODY_BYTES) {
      const noRoom = await noRoomFor(deps, declaredBytes);
      if (noRoom) return refuseForRoom(c, noRoom);
    }
    return next();
  };
}

/** 507: the attachment cannot be kept. The shopper can still send the message without it. */
function refuseForRoom(c: Context<AppEnv>, noRoom: NoRoom) {
  // For whoever runs the shop; nothing of the request is logged.
  console.warn(
    noRoom === 'quota'
      ? 'support: an attachment was refused, UPLOAD_QUOTA_MB is used up'
      : 'support: an attachment was refused, the disk is nearly full (UPLOAD_MIN_FREE_MB)',
  );
  const words = say(c, supportMessages);
  return fail(c, 507, words.noRoom, { file: words.noRoomField });
}

/** The optional `file` part, checked by its content; a Response when it is refused. */
async function readAttachment(c: Context<AppEnv>, form: FormData): Promise<Attachment | Response | undefined> {
  // A native form submits an empty, nameless part when no file was picked.
  const parts = form
    .getAll('file')
    .filter((part) => (typeof part === 'string' ? part !== '' : part.size > 0 || part.name !== ''));
  if (parts.length === 0) return undefined;
  const words = say(c, supportMessages);
  if (parts.length > 1) return fail(c, 400, words.oneFileOnly, { file: words.oneFileOnlyField });
  const [file] = parts;
  if (typeof file === 'string' || file === undefined) {
    return fail(c, 400, words.badFileType, { file: words.fileTypeField });
  }
  if (file.size > SUPPORT_FILE_MAX_BYTES) {
    return fail(c, 413, words.fileTooLarge, { file: words.fileTooLargeField });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectAttachmentKind(bytes);
  if (!kind || !declaredExtensionMatches(file.name, kind)) {
    return fail(c, 400, words.badFileType, { file: words.fileTypeField });
  }
  return { kind, bytes, displayName: displayFileName(file.name, ATTACHMENT_KINDS[kind].extension) };
}

/**
 * The id of the same message sent within the window (same sender, subject, text and attachment bytes),
 * so a replayed request answers as the first one did and opens no second ticket.
 */
async function recentCopyOf(
  deps: Deps,
  row: NewSupportMessage & { createdAt: Date },
  attachment: Attachment | undefined,
): Promise<string | undefined> {
  const copies = await findRecentCopies(deps.db, row, new Date(row.createdAt.getTime() - RATE_WINDOW_MS));
  for (const copy of copies) {
    if (!attachment) return copy.id;
    const stored = await readStoredAttachment(deps.env.UPLOAD_DIR, copy.id, attachment.kind);
    if (stored && Buffer.compare(stored, attachment.bytes) === 0) return copy.id;
  }
  return undefined;
}

async function rateLimited(deps: Deps, c: Context<AppEnv>, email: string): Promise<Response | undefined> {
  const now = deps.clock.now();
  // Hashed, so the table of counters holds no e-mail addresses.
  const emailKey = `support:email:${createHash('sha256').update(email).digest('base64url')}`;
  for (const [key, limit] of [
    [emailKey, MESSAGES_PER_EMAIL],
    [`support:ip:${clientIp(c, deps.env)}`, MESSAGES_PER_IP],
  ] as const) {
    const result = await hit(deps.db, key, limit, RATE_WINDOW_MS, now);
    if (!result.allowed) return tooManyRequests(c, say(c, supportMessages).tooManyMessages, result.retryAfterSeconds);
  }
  return undefined;
}
