import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openedAt, type ServerProcess, startServerProcess } from '../test/server-process';
import { listBackups, verifyBackup } from './backup-file';
import { backupSocketPath } from './backup-socket';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { DATABASE_URL: _database, DATABASE_DIRECT_URL: _direct, BACKUP_DIR: _backups, ...inherited } = process.env;

/** The embedded database whatever the test run uses: the socket is how a PGlite shop is backed up. */
describe('a running PGlite shop, backed up through its socket', () => {
  let dataDir: string;
  let server: ServerProcess;
  let address: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kb-'));
    // Anyone may pass through the data folder here: the socket's own folder must keep them out.
    chmodSync(dataDir, 0o755);
    server = startServerProcess({ DATA_DIR: dataDir, DEMO_CATALOG: 'false', BACKUP_EVERY_HOURS: '0' });
    address = await openedAt(server);
  }, 90_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes npm run backup from the running shop, which stays open', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      cwd: ROOT,
      env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(0);
    const [name] = await listBackups(join(dataDir, 'backups'));
    expect(output).toContain(`Backed up to ${join(dataDir, 'backups', name ?? '')}`);
    expect(await verifyBackup(join(dataDir, 'backups', name ?? ''))).toMatchObject({ database: 'pglite' });
    expect((await fetch(`${address}/api/user/product/getCategoryCount`)).status).toBe(200);
  }, 60_000);

  it('offers no backup over HTTP, and its socket only to the shop’s own user', async () => {
    for (const path of ['/backup', '/api/backup', '/run/backup.sock']) {
      const answer = await fetch(`${address}${path}`, { method: 'POST' });
      expect(answer.headers.get('content-type') ?? '', path).not.toContain('octet-stream');
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
    }
    const socket = backupSocketPath(dataDir);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    expect(statSync(join(socket, '..')).mode & 0o777).toBe(0o700);
    // Another user (only root can become one) is refused at the folder.
    if (process.getuid?.() === 0) {
      const stranger = spawn(
        process.execPath,
        [
          '-e',
          `require('net').connect(${JSON.stringify(socket)}).on('connect', () => { console.log('connected'); process.exit(0) }).on('error', (e) => { console.log(e.code); process.exit(0) })`,
        ],
        { uid: 65534, gid: 65534, cwd: '/', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let said = '';
      stranger.stdout.on('data', (chunk) => {
        said += chunk;
      });
      await new Promise((resolve) => stranger.on('exit', resolve));
      expect(said.trim()).toBe('EACCES');
    }
  }, 30_000);

  it('removes its socket when it stops', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(backupSocketPath(dataDir))).toBe(false);
  }, 30_000);
});
