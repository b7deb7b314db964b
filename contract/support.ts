import * as v from 'valibot';
import { EmailSchema } from './common';
import { successEnvelope } from './envelope';

/** The Help Center contact form's subjects (spec 001 §3), exactly as shown; the empty default is 'Choose a subject...'. */
export const SUPPORT_SUBJECTS = [
  'Order Status',
  'Return Request',
  'Payment Issue',
  'Product Question',
  'Account Help',
  'Other',
] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

/** The form's counter reads 'n/1000 characters' (spec 001 §5). */
export const SUPPORT_MESSAGE_MAX_CHARS = 1000;

/** 10 MB, as the form's hint says (spec 001 §9). */
export const SUPPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const SUPPORT_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'] as const;

/** For the file input's `accept` attribute. */
export const SUPPORT_FILE_ACCEPT = SUPPORT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The texts of spec 001 §8, which the server answers with and the form shows. */
export const SUPPORT_TEXTS = {
  missingFields: 'Please fill in all required fields.',
  badEmail: 'Please enter a valid email address.',
  badFileType: 'The attachment must be a JPG, JPEG, PNG, PDF, DOC or DOCX file.',
  fileTooLarge: 'The attachment must be 10 MB or smaller.',
  noRoom: 'We cannot take attachments just now. Please send your message without the file, or try again later.',
  sent: "Message sent successfully! We'll get back to you within 24 hours.",
  failed: 'Failed to send message',
  network: 'Failed to send message. Please check your network connection and try again.',
} as const;

/**
 * The text fields of `support.messages` (sent as multipart/form-data, with an optional `file`).
 * Line breaks are normalised first: a browser submits a textarea's line breaks as CRLF, which would
 * otherwise count twice against the 1,000 characters the counter showed.
 */
export const SupportMessageFieldsSchema = v.object({
  email: EmailSchema,
  subject: v.picklist(SUPPORT_SUBJECTS, `subject must be one of: ${SUPPORT_SUBJECTS.join(', ')}`),
  message: v.pipe(
    v.string('message must be text'),
    v.transform((text) => text.replace(/\r\n?/g, '\n')),
    v.trim(),
    v.nonEmpty('message is required'),
    v.maxLength(SUPPORT_MESSAGE_MAX_CHARS, `message must be at most ${SUPPORT_MESSAGE_MAX_CHARS} characters`),
    v.check((text) => !hasControlCharacters(text), 'message contains characters that are not allowed'),
  ),
});
/** PostgreSQL text cannot hold NUL, and no control character but tab and line feed belongs in a message. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f) return true;
  }
  return false;
}

export type SupportMessageFields = v.InferOutput<typeof SupportMessageFieldsSchema>;

/** 201 `{ success: true, data: { id }, message: SUPPORT_TEXTS.sent }` */
export const SupportMessageResponseSchema = successEnvelope(v.object({ id: v.pipe(v.string(), v.uuid()) }));
export type SupportMessageResponse = v.InferOutput<typeof SupportMessageResponseSchema>;
