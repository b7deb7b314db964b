import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes the files of deleted support messages: each is stored as `<message id>.<extension>`
 * (see the support routes), so the id is the name without its extension.
 */
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
