/**
 * What an attachment really is, read from its bytes: the shopper's file name and the browser's
 * Content-Type are only claims, and a "photo.png" may be an HTML page or a script.
 */
export type AttachmentKind = 'jpeg' | 'png' | 'pdf' | 'doc' | 'docx';

interface KindInfo {
  /** The extension the stored copy gets. */
  extension: string;
  mime: string;
  /** Extensions a shopper's file of this kind may be named with. */
  declared: readonly string[];
}

export const ATTACHMENT_KINDS: Record<AttachmentKind, KindInfo> = {
  jpeg: { extension: 'jpg', mime: 'image/jpeg', declared: ['jpg', 'jpeg'] },
  png: { extension: 'png', mime: 'image/png', declared: ['png'] },
  pdf: { extension: 'pdf', mime: 'application/pdf', declared: ['pdf'] },
  doc: { extension: 'doc', mime: 'application/msword', declared: ['doc'] },
  docx: {
    extension: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declared: ['docx'],
  },
};

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const ZIP = [0x50, 0x4b, 0x03, 0x04];

export function detectAttachmentKind(bytes: Uint8Array): AttachmentKind | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE)) return 'doc';
  if (startsWith(bytes, ZIP) && isWordZip(bytes)) return 'docx';
  return undefined;
}

/** The attachment is what its name says: a PNG named .png, not a PNG named .pdf nor a script named .png. */
export function declaredExtensionMatches(fileName: string, kind: AttachmentKind): boolean {
  return ATTACHMENT_KINDS[kind].declared.includes(extensionOf(fileName));
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const DISPLAY_NAME_MAX = 100;

/**
 * The shopper's file name, kept only to show it: no folders, no control or bidirectional-override
 * characters (which can disguise "invoice\u202Efdp.exe" as "invoiceexe.pdf"), bounded in length
 * with the extension kept.
 */
export function displayFileName(raw: string, fallbackExtension: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base)
    .filter((char) => !isUnsafeNameChar(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || clean === '.' || clean === '..') return `attachment.${fallbackExtension}`;
  const chars = Array.from(clean);
  if (chars.length <= DISPLAY_NAME_MAX) return clean;
  const extension = extensionOf(clean);
  const suffix = extension && extension.length < 10 ? `.${extension}` : '';
  return chars.slice(0, DISPLAY_NAME_MAX - suffix.length).join('') + suffix;
}

function isUnsafeNameChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    code === 0x7f ||
    '<>:"|?*'.includes(char) ||
    (code >= 0x200e && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const MAX_ZIP_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;

/**
 * A .docx is a ZIP whose central directory names `[Content_Types].xml` and entries under `word/`.
 * Reading the directory (rather than searching the bytes for "word/") keeps any ZIP that merely
 * contains that text somewhere from passing as a Word document.
 */
function isWordZip(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === undefined) return false;
  const entries = view.getUint16(eocd + 10, true);
  let position = view.getUint32(eocd + 16, true);
  let hasContentTypes = false;
  let hasWordPart = false;
  const decoder = new TextDecoder();
  for (let entry = 0; entry < Math.min(entries, MAX_ENTRIES); entry++) {
    if (position + 46 > view.byteLength || view.getUint32(position, true) !== CENTRAL_DIRECTORY_ENTRY) return false;
    const nameLength = view.getUint16(position + 28, true);
    const extraLength = view.getUint16(position + 30, true);
    const commentLength = view.getUint16(position + 32, true);
    const nameStart = position + 46;
    if (nameStart + nameLength > view.byteLength) return false;
    const name = decoder.decode(bytes.subarray(nameStart, nameStart + nameLength));
    if (name === '[Content_Types].xml') hasContentTypes = true;
    if (name.startsWith('word/')) hasWordPart = true;
    if (hasContentTypes && hasWordPart) return true;
    position = nameStart + nameLength + extraLength + commentLength;
  }
  return false;
}

function findEndOfCentralDirectory(view: DataView): number | undefined {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - MAX_ZIP_COMMENT);
  for (let position = last; position >= first; position--) {
    if (view.getUint32(position, true) === END_OF_CENTRAL_DIRECTORY) return position;
  }
  return undefined;
}
