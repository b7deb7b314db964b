import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../db/data-dir-lock';
import { staff } from '../../db/schema';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { addDemoStaff, DEMO_STAFF } from './demo-staff';
import { readOwnerArguments, SHOP_OWNER_USAGE, shopOwnerCommand } from './shop-owner';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const env = {
  DATABASE_URL: undefined,
  DATABASE_DIRECT_URL: undefined,
  DATA_DIR: 'unused',
  PUBLIC_URL: 'https://shop.example',
};
const run = (args: string[]) => shopOwnerCommand(args, env, { database: shop.database });

describe('the phone and name as typed', () => {
  it('takes the phone over several words, and the rest as the name', () => {
    expect(readOwnerArguments(['9876543210'])).toEqual({ phone: '+919876543210', name: undefined });
    expect(readOwnerArguments(['+91', '98765', '43210', 'Asha', 'Verma'])).toEqual({
      phone: '+919876543210',
      name: 'Asha Verma',
    });
    expect(readOwnerArguments(['+91-98765-43210'])).toEqual({ phone: '+919876543210', name: undefined });
  });

  it('answers the usage, or what is wrong with the phone', () => {
    expect(readOwnerArguments([])).toBe(SHOP_OWNER_USAGE);
    expect(readOwnerArguments(['Asha'])).toBe(SHOP_OWNER_USAGE);
    expect(readOwnerArguments(['12345'])).toMatch(/^phone must be a valid mobile number/);
    expect(readOwnerArguments(['5876543210'])).toMatch(/^phone must be a valid Indian mobile number/);
  });
});

describe('npm run shop:owner', () => {
  it('makes a new owner, says so in one line, and is harmless to run again', async () => {
    const made = await run(['+91', '98765', '00001', 'Asha']);
    expect(made).toEqual({
      ok: true,
      line: '+919876500001 (Asha) is now an owner of the shop: sign in at https://shop.example/shop.',
    });
    const again = await run(['9876500001']);
    expect(again.line).toBe(
      '+919876500001 (Asha) was already an owner of the shop: sign in at https://shop.example/shop.',
    );
    const rows = await shop.deps.db.select().from(staff).where(eq(staff.phone, '+919876500001'));
    expect(rows).toMatchObject([{ role: 'owner', name: 'Asha' }]);
  });

  it('promotes a member of staff, renaming them only when a name is given', async () => {
    await shop.deps.db.insert(staff).values({ phone: '+919876500002', name: 'Deepak', role: 'packer' });
    const promoted = await run(['9876500002']);
    expect(promoted.line).toMatch(/^\+919876500002 \(Deepak\) is now an owner of the shop \(was a member of staff\)/);
    const [row] = await shop.deps.db.select().from(staff).where(eq(staff.phone, '+919876500002'));
    expect(row).toMatchObject({ role: 'owner', name: 'Deepak' });
  });

  it('refuses a bad phone without touching the database', async () => {
    const refused = await shopOwnerCommand(['12'], { ...env, DATA_DIR: join(tmpdir(), 'kirana-never-made') });
    expect(refused.ok).toBe(false);
    expect(refused.line).toContain(SHOP_OWNER_USAGE);
  });

  it("says in one line that the running server holds PGlite's folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kirana-owner-'));
    const lock = lockDataDir(dataDir);
    try {
      const refused = await shopOwnerCommand(['9876543210'], { ...env, DATA_DIR: dataDir });
      expect(refused.ok).toBe(false);
      expect(refused.line).toMatch(
        /^No owner was made\. Another Kirana server .* is already using the embedded database/,
      );
      expect(refused.line).not.toContain('\n');
    } finally {
      lock.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs as a command on a new PGlite folder: migrates it and makes the owner', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kirana-owner-'));
    try {
      const { DATABASE_URL, DATABASE_DIRECT_URL, DATABASE_REPLICA_URLS, PUBLIC_URL, WORKERS, ...inherited } =
        process.env;
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/shop-owner.ts', '+91', '98765', '43210', 'Asha', 'Verma'],
        { env: { ...inherited, NODE_ENV: 'development', PORT: '3000', DATA_DIR: dataDir }, encoding: 'utf8' },
      );
      expect(result.stderr).toBe('');
      expect(result.stdout.trim()).toBe(
        '+919876543210 (Asha Verma) is now an owner of the shop: sign in at http://localhost:3000/shop.',
      );
      expect(result.status).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("the demo's staff", () => {
  it('adds an owner, a packer and a rider in the demo only, once, and says how to sign in', async () => {
    const own = await openTestShop();
    try {
      expect(await addDemoStaff(own.deps.db, { DEMO_MODE: false, PUBLIC_URL: 'https://shop.example' })).toBeUndefined();
      expect(await own.deps.db.select().from(staff)).toEqual([]);

      // A demo number already on the staff is left as it is.
      await own.deps.db.insert(staff).values({ phone: '+919000000003', name: 'Sunil', role: 'packer' });
      const line = await addDemoStaff(own.deps.db, { DEMO_MODE: true, PUBLIC_URL: 'http://localhost:3000' });
      expect(line).toBe(
        'Shop staff sign in at http://localhost:3000/shop with +91 90000 00001 (owner), +91 90000 00002 (packer) ' +
          'or +91 90000 00003 (rider); the code is shown on the page.',
      );
      await addDemoStaff(own.deps.db, { DEMO_MODE: true, PUBLIC_URL: 'http://localhost:3000' });
      const rows = await own.deps.db.select({ phone: staff.phone, name: staff.name, role: staff.role }).from(staff);
      expect(rows).toHaveLength(3);
      expect(rows).toContainEqual(DEMO_STAFF[0]);
      expect(rows).toContainEqual(DEMO_STAFF[1]);
      expect(rows).toContainEqual({ phone: '+919000000003', name: 'Sunil', role: 'packer' });
    } finally {
      await own.close();
    }
  });
});
