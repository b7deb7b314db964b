import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ATTACHMENT_KINDS, type AttachmentKind } from './support.attachment';

/**
 * Where a support message's attachment lives: `<message id>.<extension of its real kind>` in the
 * upload folder. Nothing of the shopper's file name reaches the disk, and the message id alone
 * finds the file again. The one place that knows this rule.
 */
function attachmentPath(uploadDir: string, messageId: string, kind: AttachmentKind): string {
  return join(uploadDir, `${messageId}.${ATTACHMENT_KINDS[kind].extension}`);
}

/** Writes a new message's attachment and returns its path; never overwrites another message's file. */
export async function storeAttachment(
  uploadDir: string,
  messageId: string,
  kind: AttachmentKind,
  bytes: Uint8Array,
): Promise<string> {
  await mkdir(uploadDir, { recursive: true });
  const path = attachmentPath(uploadDir, messageId, kind);
  try {
    await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // A write cut short (the disk filled up meanwhile) leaves no half file behind; a name already
    // taken ('wx') is another message's file and stays.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
    throw error;
  }
  return path;
}

/** The stored attachment of a message, or undefined when it has none of this kind. */
export async function readStoredAttachment(
  uploadDir: string,
  messageId: string,
  kind: AttachmentKind,
): Promise<Buffer | undefined> {
  return readFile(attachmentPath(uploadDir, messageId, kind)).catch(() => undefined);
}

/** Removes the files of deleted support messages (account deletion): the id is the name without its extension. */
export async function removeSupportAttachments(uploadDir: string, messageIds: readonly string[]): Promise<void> {
  if (messageIds.length === 0) return;
  const ids = new Set(messageIds);
  const names = await readdir(uploadDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => ids.has(name.slice(0, name.lastIndexOf('.'))))
      .map((name) => rm(join(uploadDir, name), { force: true })),
  );
}
