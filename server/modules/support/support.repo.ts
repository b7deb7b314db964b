import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema';

export type NewSupportMessage = typeof supportMessages.$inferInsert & { id: string };

export async function insertSupportMessage(db: Db, message: NewSupportMessage): Promise<void> {
  await db.insert(supportMessages).values(message);
}

/**
 * Messages from the last minutes identical to this one: a double click or a retried request, which
 * must not open a second ticket. The caller compares attachments' bytes.
 */
export async function findRecentCopies(
  db: Db,
  message: Pick<NewSupportMessage, 'email' | 'subject' | 'message' | 'fileType' | 'fileSize'>,
  since: Date,
): Promise<{ id: string }[]> {
  return db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.email, message.email),
        eq(supportMessages.subject, message.subject),
        eq(supportMessages.message, message.message),
        message.fileType ? eq(supportMessages.fileType, message.fileType) : isNull(supportMessages.fileType),
        message.fileSize ? eq(supportMessages.fileSize, message.fileSize) : isNull(supportMessages.fileSize),
        gt(supportMessages.createdAt, since),
      ),
    )
    .limit(5);
}

/** The total size of the stored attachments: each stored file has its message, and its size on it. */
export async function storedAttachmentBytes(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(SUM(${supportMessages.fileSize}), 0)` })
    .from(supportMessages);
  return Number(row?.total ?? 0);
}
