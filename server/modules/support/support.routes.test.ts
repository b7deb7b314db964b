import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { SUPPORT_FILE_MAX_BYTES, SUPPORT_TEXTS, SupportMessageResponseSchema } from '../../../contract/support';
import { supportMessages } from '../../db/schema';
import { apiRequest, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});
// Every test starts in a fresh rate-limit window; the limit itself has its own test.
beforeEach(() => {
  shop.clock.advance(11 * 60 * 1000);
});

const PATH = '/api/support/messages';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49,
  0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d,
  0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const DOC = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);
const DOCX = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ],
  ['_rels/.rels', '<?xml version="1.0"?><Relationships/>'],
  ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
]);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

/** A ZIP of stored (uncompressed) entries, enough to stand for a .docx or any other ZIP. */
function zip(entries: [name: string, content: string][]): Uint8Array {
  const encoder = new TextEncoder();
  const local: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const crc = crc32(data);
    const header = new DataView(new ArrayBuffer(30));
    header.setUint32(0, 0x04034b50, true);
    header.setUint16(4, 20, true);
    header.setUint32(14, crc, true);
    header.setUint32(18, data.length, true);
    header.setUint32(22, data.length, true);
    header.setUint16(26, nameBytes.length, true);
    local.push(new Uint8Array(header.buffer), nameBytes, data);
    const entry = new DataView(new ArrayBuffer(46));
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint16(4, 20, true);
    entry.setUint16(6, 20, true);
    entry.setUint32(16, crc, true);
    entry.setUint32(20, data.length, true);
    entry.setUint32(24, data.length, true);
    entry.setUint16(28, nameBytes.length, true);
    entry.setUint32(42, offset, true);
    central.push(new Uint8Array(entry.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  return Buffer.concat([...local, ...central, new Uint8Array(end.buffer)]);
}

interface FormInput {
  email?: string;
  subject?: string;
  message?: string;
  file?: File | File[];
}

function supportForm(overrides: FormInput = {}): FormData {
  const input: FormInput = {
    email: 'ravi@example.in',
    subject: 'Order Status',
    message: 'My order has not arrived yet.',
    ...overrides,
  };
  const form = new FormData();
  for (const field of ['email', 'subject', 'message'] as const) {
    const value = input[field];
    if (value !== undefined) form.append(field, value);
  }
  for (const file of [input.file ?? []].flat()) form.append('file', file);
  return form;
}

const send = (form: FormData, headers?: Record<string, string>) => apiRequest(shop, 'POST', PATH, form, headers);

async function expectSent(response: Response) {
  expect(response.status).toBe(201);
  const body = v.parse(SupportMessageResponseSchema, await response.json());
  expect(body.message).toBe(SUPPORT_TEXTS.sent);
  const [row] = await shop.deps.db.select().from(supportMessages).where(eq(supportMessages.id, body.data.id));
  if (!row) throw new Error('the message was not stored');
  return row;
}

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  return v.parse(FailureEnvelopeSchema, await response.json());
}

async function messageCount() {
  return (await shop.deps.db.select({ id: supportMessages.id }).from(supportMessages)).length;
}

function uploads(): string[] {
  const dir = shop.deps.env.UPLOAD_DIR;
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Sends a form that must be refused, and checks nothing was stored, neither row nor file. */
async function expectRefused(form: FormData, status: number) {
  const [countBefore, filesBefore] = [await messageCount(), uploads()];
  const body = await expectFailure(await send(form), status);
  expect(await messageCount()).toBe(countBefore);
  expect(uploads()).toEqual(filesBefore);
  return body;
}

describe('POST /api/support/messages: the text fields', () => {
  it('stores a visitor’s message, trimmed, with the e-mail normalised and no user', async () => {
    const row = await expectSent(
      await send(supportForm({ email: '  Ravi@Example.IN ', subject: 'Payment Issue', message: '  Charged twice.  ' })),
    );
    expect(row).toMatchObject({
      userId: null,
      email: 'ravi@example.in',
      subject: 'Payment Issue',
      message: 'Charged twice.',
      fileName: null,
      fileType: null,
      fileSize: null,
    });
    expect(row.createdAt.toISOString()).toBe(shop.clock.now().toISOString());
  });

  it('stores the signed-in shopper’s id with the message', async () => {
    const shopper = await signedInShopper(shop, { email: 'meera@example.in' });
    const row = await expectSent(await shopper.request('POST', PATH, supportForm({ subject: 'Account Help' })));
    expect(row.userId).toBe(shopper.user.id);
    expect(row.subject).toBe('Account Help');
  });

  it('accepts each of the six subjects', async () => {
    for (const [index, subject] of [
      'Order Status',
      'Return Request',
      'Payment Issue',
      'Product Question',
      'Account Help',
      'Other',
    ].entries()) {
      shop.clock.advance(11 * 60 * 1000);
      const row = await expectSent(await send(supportForm({ subject, email: `subject${index}@example.in` })));
      expect(row.subject).toBe(subject);
    }
  });

  it('refuses a form without any field, naming all three', async () => {
    const body = await expectRefused(new FormData(), 400);
    expect(body.message).toBe(SUPPORT_TEXTS.missingFields);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'message', 'subject']);
  });

  it('refuses a blank message or a missing subject as missing fields', async () => {
    const blank = await expectRefused(supportForm({ message: '  \n  ' }), 400);
    expect(blank.message).toBe(SUPPORT_TEXTS.missingFields);
    expect(Object.keys(blank.errors ?? {})).toEqual(['message']);

    const form = supportForm();
    form.delete('subject');
    const noSubject = await expectRefused(form, 400);
    expect(noSubject.message).toBe(SUPPORT_TEXTS.missingFields);
    expect(Object.keys(noSubject.errors ?? {})).toEqual(['subject']);
  });

  it('refuses a bad e-mail address with the form’s text, without echoing it', async () => {
    for (const email of ['not-an-email', 'a@b', `${'x'.repeat(250)}@example.in`]) {
      const body = await expectRefused(supportForm({ email }), 400);
      expect(body.message).toBe(SUPPORT_TEXTS.badEmail);
      expect(body.errors?.email).toBeTruthy();
      expect(JSON.stringify(body)).not.toContain('not-an-email');
    }
    // A control character is refused by the API's guard before the form is looked at, naming the field.
    const withNul = await expectRefused(supportForm({ email: 'ravi@example.in\u0000' }), 400);
    expect(withNul.errors?.email).toBeTruthy();
  });

  it('refuses a subject that is not one of the six', async () => {
    for (const subject of ['Refund please', 'order status', 'Choose a subject...']) {
      const body = await expectRefused(supportForm({ subject }), 400);
      expect(body.errors?.subject).toContain('Order Status');
    }
  });

  it('takes 1,000 characters and refuses 1,001', async () => {
    const row = await expectSent(await send(supportForm({ message: 'a'.repeat(1000) })));
    expect(row.message).toHaveLength(1000);

    const body = await expectRefused(supportForm({ message: 'a'.repeat(1001) }), 400);
    expect(body.errors?.message).toMatch(/1000/);
    expect(body.message).toMatch(/message/);
  });

  it('counts a browser’s CRLF line break as one character, as the counter did', async () => {
    const message = `${'a'.repeat(499)}\r\n${'b'.repeat(500)}`;
    expect(message).toHaveLength(1001);
    const row = await expectSent(await send(supportForm({ message })));
    expect(row.message).toBe(`${'a'.repeat(499)}\n${'b'.repeat(500)}`);
  });

  it('refuses control characters (which PostgreSQL cannot store) with 400, not 500', async () => {
    const body = await expectRefused(supportForm({ message: 'hello\u0000world' }), 400);
    expect(body.errors?.message).toBeTruthy();
  });
});

describe('POST /api/support/messages: the attachment', () => {
  const cases: [label: string, bytes: Uint8Array, name: string, ext: string, mime: string][] = [
    ['a PNG', PNG, 'screenshot.png', 'png', 'image/png'],
    ['a JPEG named .jpeg', JPEG, 'photo.JPEG', 'jpg', 'image/jpeg'],
    ['a JPEG named .jpg', JPEG, 'photo.jpg', 'jpg', 'image/jpeg'],
    ['a PDF', PDF, 'invoice.pdf', 'pdf', 'application/pdf'],
    ['a DOC', DOC, 'letter.doc', 'doc', 'application/msword'],
    ['a DOCX', DOCX, 'letter.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ];
  for (const [label, bytes, name, ext, mime] of cases) {
    it(`stores ${label} under UPLOAD_DIR as <id>.${ext}, byte for byte`, async () => {
      const row = await expectSent(await send(supportForm({ file: new File([bytes], name, { type: 'x/whatever' }) })));
      expect(row).toMatchObject({ fileName: name, fileType: mime, fileSize: bytes.length });
      const stored = join(shop.deps.env.UPLOAD_DIR, `${row.id}.${ext}`);
      expect(Buffer.compare(readFileSync(stored), Buffer.from(bytes))).toBe(0);
    });
  }

  it('refuses HTML or a script named .png, and stores nothing', async () => {
    for (const [content, name] of [
      [HTML, 'cat.png'],
      [new TextEncoder().encode('#!/bin/sh\nrm -rf /\n'), 'cat.png'],
      [new TextEncoder().encode('MZ\x90\x00'), 'cat.jpg'],
    ] as const) {
      const body = await expectRefused(supportForm({ file: new File([content], name, { type: 'image/png' }) }), 400);
      expect(body.message).toBe(SUPPORT_TEXTS.badFileType);
      expect(body.errors?.file).toMatch(/jpg, jpeg, png, pdf, doc, docx/);
    }
  });

  it('refuses a real file whose name claims another type, or has no allowed extension', async () => {
    for (const file of [
      new File([PNG], 'scan.pdf'),
      new File([PDF], 'scan.docx'),
      new File([DOC], 'scan.docx'),
      new File([PNG], 'scan'),
      new File([PNG], 'scan.png.exe'),
      new File([PNG], 'scan.gif'),
    ]) {
      const body = await expectRefused(supportForm({ file }), 400);
      expect(body.message).toBe(SUPPORT_TEXTS.badFileType);
    }
  });

  it('refuses a ZIP that is not a Word document, even when named .docx or mentioning word/ inside', async () => {
    const plainZip = zip([['evil.js', 'alert(1) // word/document.xml']]);
    const body = await expectRefused(supportForm({ file: new File([plainZip], 'letter.docx') }), 400);
    expect(body.message).toBe(SUPPORT_TEXTS.badFileType);
    const truncated = DOCX.subarray(0, DOCX.length - 30);
    await expectRefused(supportForm({ file: new File([truncated], 'letter.docx') }), 400);
  });

  it('refuses an empty file with a name', async () => {
    await expectRefused(supportForm({ file: new File([], 'empty.png') }), 400);
  });

  it('treats the empty part a native form sends when no file was picked as no attachment', async () => {
    const row = await expectSent(await send(supportForm({ file: new File([], '') })));
    expect(row.fileName).toBeNull();
  });

  it('refuses two attachments', async () => {
    const body = await expectRefused(supportForm({ file: [new File([PNG], 'a.png'), new File([PNG], 'b.png')] }), 400);
    expect(body.errors?.file).toBeTruthy();
  });

  it('refuses a text value in place of the file', async () => {
    const form = supportForm();
    form.append('file', 'C:\\fakepath\\photo.png');
    const body = await expectRefused(form, 400);
    expect(body.message).toBe(SUPPORT_TEXTS.badFileType);
  });

  it('keeps a sanitised, bounded display name and never uses it on disk', async () => {
    const hostile = await expectSent(
      await send(supportForm({ file: new File([PNG], '..\\..\\evil<script>\u202Egnp.png') })),
    );
    expect(hostile.fileName).toBe('evilscriptgnp.png');
    expect(uploads()).toContain(`${hostile.id}.png`);
    expect(uploads().some((name) => name.includes('evil'))).toBe(false);

    shop.clock.advance(11 * 60 * 1000);
    const long = await expectSent(await send(supportForm({ file: new File([PNG], `${'ग'.repeat(300)}.png`) })));
    expect(Array.from(long.fileName ?? '')).toHaveLength(100);
    expect(long.fileName?.endsWith('.png')).toBe(true);
  });

  it('refuses a file name with a control character, storing nothing', async () => {
    const body = await expectRefused(supportForm({ file: new File([PNG], 'scan\u0007.png') }), 400);
    expect(body.errors?.file).toBeTruthy();
  });

  it('takes exactly 10 MB and answers 413 for 10 MB and one byte', async () => {
    const exact = new Uint8Array(SUPPORT_FILE_MAX_BYTES);
    exact.set(PDF);
    const row = await expectSent(await send(supportForm({ file: new File([exact], 'big.pdf') })));
    expect(row.fileSize).toBe(SUPPORT_FILE_MAX_BYTES);

    const over = new Uint8Array(SUPPORT_FILE_MAX_BYTES + 1);
    over.set(PDF);
    const body = await expectRefused(supportForm({ file: new File([over], 'big.pdf') }), 413);
    expect(body.message).toBe(SUPPORT_TEXTS.fileTooLarge);
  });

  it('answers 413 to a body beyond the 11 MB limit', async () => {
    const huge = new Uint8Array(12 * 1024 * 1024);
    huge.set(PDF);
    await expectRefused(supportForm({ file: new File([huge], 'huge.pdf') }), 413);
  });
});

describe('POST /api/support/messages: other bodies', () => {
  it('refuses JSON, URL-encoded and empty bodies with 415', async () => {
    const json = await apiRequest(shop, 'POST', PATH, { email: 'ravi@example.in', subject: 'Other', message: 'Hi' });
    expect((await expectFailure(json, 415)).message).toMatch(/multipart\/form-data/);
    const urlEncoded = await shop.app.request(PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=ravi%40example.in&subject=Other&message=Hi',
    });
    await expectFailure(urlEncoded, 415);
    await expectFailure(await shop.app.request(PATH, { method: 'POST' }), 415);
  });

  it('refuses a malformed multipart body with 400', async () => {
    const countBefore = await messageCount();
    const response = await shop.app.request(PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--ABC\r\nnot a form at all',
    });
    await expectFailure(response, 400);
    expect(await messageCount()).toBe(countBefore);
  });

  it('is only a POST', async () => {
    expect((await shop.app.request(PATH)).status).toBe(404);
  });
});

describe('POST /api/support/messages: rate limit', () => {
  it('takes 3 messages per e-mail address in 10 minutes, then 429 with Retry-After, then again after', async () => {
    const form = (message: string) => supportForm({ email: 'chatty@example.in', message });
    for (let sent = 0; sent < 3; sent++) await expectSent(await send(form(`Question ${sent}`)));
    const countBefore = await messageCount();
    const refused = await send(form('Question 3'));
    await expectFailure(refused, 429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await messageCount()).toBe(countBefore);

    shop.clock.advance(10 * 60 * 1000);
    await expectSent(await send(form('Question 3')));
  });

  it('takes 10 messages per IP address in 10 minutes, whatever the e-mail', async () => {
    for (let sent = 0; sent < 10; sent++) await expectSent(await send(supportForm({ email: `ip${sent}@example.in` })));
    await expectFailure(await send(supportForm({ email: 'ip-last@example.in' })), 429);
  });

  it('does not count refused forms', async () => {
    // More refusals than either limit, from the same address and IP, then the full allowance still goes through.
    for (let attempt = 0; attempt < 11; attempt++) {
      await expectRefused(supportForm({ email: 'typo@example.in', subject: 'Refund' }), 400);
    }
    for (let sent = 0; sent < 3; sent++) {
      await expectSent(await send(supportForm({ email: 'typo@example.in', message: `Attempt ${sent}` })));
    }
  });
});

describe('POST /api/support/messages: replays', () => {
  it('answers a replayed message with the first id, storing one row and one file', async () => {
    const form = () => supportForm({ email: 'twice@example.in', file: new File([PNG], 'proof.png') });
    const first = await expectSent(await send(form()));
    const [countBefore, filesBefore] = [await messageCount(), uploads()];
    for (let replay = 0; replay < 4; replay++) {
      shop.clock.advance(60_000);
      const again = await expectSent(await send(form()));
      expect(again.id).toBe(first.id);
    }
    expect(await messageCount()).toBe(countBefore);
    expect(uploads()).toEqual(filesBefore);
    // Replays are not new messages: the sender's allowance of 3 is untouched.
    for (let sent = 0; sent < 2; sent++) {
      await expectSent(await send(supportForm({ email: 'twice@example.in', message: `Follow-up ${sent}` })));
    }
  });

  it('stores the same text again with a different attachment, or after the window', async () => {
    const text = { email: 'again@example.in', message: 'Please see the attached.' };
    const first = await expectSent(await send(supportForm({ ...text, file: new File([PNG], 'a.png') })));
    const otherBytes = Uint8Array.from([...PNG.subarray(0, PNG.length - 1), 0x83]);
    const second = await expectSent(await send(supportForm({ ...text, file: new File([otherBytes], 'a.png') })));
    expect(second.id).not.toBe(first.id);
    const withoutFile = await expectSent(await send(supportForm(text)));
    expect([first.id, second.id]).not.toContain(withoutFile.id);

    shop.clock.advance(10 * 60 * 1000 + 1);
    const later = await expectSent(await send(supportForm(text)));
    expect(later.id).not.toBe(withoutFile.id);
  });
});
