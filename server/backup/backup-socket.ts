import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { resolve } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import * as v from 'valibot';
import { BackupRefused, ManifestSchema, type Snapshot } from './backup-file';

/**
 * How `npm run backup` reaches a shop running on PGlite, whose folder only that process may open (decision 115):
 * HTTP over a Unix socket in DATA_DIR/run, a folder only the shop's own user may enter. Nothing listens on a
 * port, so nothing of it can be reached from the network; whoever may open the socket may read the data folder.
 */
export function backupSocketPath(dataDir: string): string {
  return resolve(dataDir, 'run', 'backup.sock');
}

/** Unix socket paths are limited to about 104 bytes (macOS; Linux 108). */
const SOCKET_PATH_MAX = 100;

const InfoSchema = v.pick(ManifestSchema, ['database', 'payload', 'migrations', 'migration']);
const INFO_HEADER = 'x-kirana-snapshot';

export interface BackupRequests {
  close(): Promise<void>;
}

/**
 * Answers `POST /backup` on the socket with a snapshot from `take`, streamed. Undefined (and one line said) when
 * DATA_DIR's path is too long for a socket: the scheduled backups still run, `npm run backup` says to stop the shop.
 */
export async function answerBackupRequests(
  dataDir: string,
  take: () => Promise<Snapshot>,
): Promise<BackupRequests | undefined> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) {
    console.error(
      `npm run backup cannot reach this shop: ${path} is too long for a socket; give DATA_DIR a shorter path.`,
    );
    return undefined;
  }
  const folder = resolve(path, '..');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  // Left by a shop that was killed: this process holds the folder's lock, so no other shop is answering on it.
  await rm(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    void (async () => {
      try {
        const snapshot = await take();
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          [INFO_HEADER]: JSON.stringify(snapshot.info),
        });
        await pipeline(snapshot.stream, res);
        await snapshot.finished;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
        // Cut short: the asker sees the stream end early and keeps no backup.
        else res.destroy();
      }
    })();
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** A snapshot from the shop running on `dataDir` (process `pid`), streamed over its socket. */
export function askRunningShop(dataDir: string, pid: number): Promise<Snapshot> {
  const path = backupSocketPath(dataDir);
  return new Promise((resolveSnapshot, reject) => {
    const req = request({ socketPath: path, method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          reject(new BackupRefused(`The running shop could not take a backup: ${text || res.statusCode}`)),
        );
        return;
      }
      const info = v.safeParse(InfoSchema, safeJson(res.headers[INFO_HEADER]));
      if (!info.success) {
        res.destroy();
        reject(
          new BackupRefused('The running shop answered with no description of its backup: is it another version?'),
        );
        return;
      }
      const done = finished(res);
      done.catch(() => {});
      resolveSnapshot({ info: info.output, stream: res, finished: done });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupRefused(
          `A shop (process ${pid}) is running on ${dataDir} but does not answer at ${path} (${error.code ?? error.message}). ` +
            'Restart it with this version, or stop it and run npm run backup again.',
        ),
      );
    });
    req.end();
  });
}

function safeJson(text: string | string[] | undefined): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
