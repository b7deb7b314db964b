import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Deps } from '../../deps';
import { storedAttachmentBytes } from './support.repo';

const MB = 1024 * 1024;

/** Why an upload cannot be taken: the shop's quota for attachments is used up, or the disk is nearly full. */
export type NoRoom = 'quota' | 'disk';

/**
 * Whether `bytes` more would fit beside what is stored and `inFlight` (being stored right now).
 * The quota (UPLOAD_QUOTA_MB) is the sum of the stored attachments' sizes, read from the database,
 * so every process sees the others' files; only uploads in flight in other processes are not
 * counted (at most a few files of 10 MB). The disk keeps UPLOAD_MIN_FREE_MB free after the file,
 * so attachments can never fill the disk the database writes to.
 */
export async function noRoomFor(
  deps: Pick<Deps, 'db' | 'env'>,
  bytes: number,
  inFlight = 0,
): Promise<NoRoom | undefined> {
  const stored = await storedAttachmentBytes(deps.db);
  if (stored + inFlight + bytes > deps.env.UPLOAD_QUOTA_MB * MB) return 'quota';
  const free = await freeBytes(deps.env.UPLOAD_DIR);
  if (free - bytes < deps.env.UPLOAD_MIN_FREE_MB * MB) return 'disk';
  return undefined;
}

export interface UploadSpace {
  /**
   * Holds `bytes` of the quota while a file is written and its message stored: the room, or why
   * there is none. Release the room when done, stored or not.
   */
  reserve(bytes: number): Promise<{ release(): void } | NoRoom>;
}

/** The room of one process: reservations are made one at a time, so parallel uploads cannot all pass. */
export function uploadSpace(deps: Pick<Deps, 'db' | 'env'>): UploadSpace {
  let inFlight = 0;
  let turn: Promise<unknown> = Promise.resolve();

  async function reserveNow(bytes: number) {
    const refusal = await noRoomFor(deps, bytes, inFlight);
    if (refusal) return refusal;
    inFlight += bytes;
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        inFlight -= bytes;
      },
    };
  }

  return {
    reserve(bytes) {
      const reservation = turn.then(() => reserveNow(bytes));
      turn = reservation.catch(() => undefined);
      return reservation;
    },
  };
}

/** Space an unprivileged process may still write on the disk holding `dir` (or its nearest existing parent). */
async function freeBytes(dir: string): Promise<number> {
  for (let path = dir; ; path = dirname(path)) {
    try {
      const stats = await statfs(path);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing || dirname(path) === path) throw error;
    }
  }
}
