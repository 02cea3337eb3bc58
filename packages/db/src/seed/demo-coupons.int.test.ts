import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { seedDemoCoupons } from './demo-coupons';

let database: TestDatabase;
beforeAll(async () => (database = await createTestDatabase()));
afterAll(() => database.destroy());

describe('seedDemoCoupons', () => {
  it('creates the demo coupons once, keeping their use counts on later runs', async () => {
    await seedDemoCoupons(database.db);
    await database.db.update(coupons).set({ timesUsed: 3 });
    await seedDemoCoupons(database.db);
    const rows = await database.db.select().from(coupons);
    expect(rows.map((c) => [c.code, c.kind, c.value, c.timesUsed]).sort()).toEqual([
      ['RAMADAN', 'FIXED', 10000, 3],
      ['SUMMER2025', 'PERCENTAGE', 20, 3],
      ['WELCOME10', 'PERCENTAGE', 10, 3],
    ]);
    expect(rows.find((c) => c.code === 'SUMMER2025')!.validTo!.getTime()).toBeLessThan(Date.now());
  });
});
