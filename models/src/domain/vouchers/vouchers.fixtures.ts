import { ROLE, USER_STATUS } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import { Order } from '../../models/order';
import { User } from '../../models/user';
import { Voucher } from '../../models/voucher';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from '../../testing/test-database';
import type { Actor } from './shared';

/** A migrated database with one user per role, for the voucher tests. */
export interface VoucherKit {
  db: TestDatabase;
  superAdmin: Actor;
  admin: Actor;
  accountant: Actor;
  customer: Actor;
  close(): Promise<void>;
}

let seq = 0;
export async function makeActor(role: number): Promise<Actor> {
  seq += 1;
  const user = await User.create({ name: `Voucher ${role}`, email: `voucher.${role}.${seq}.${Math.random().toString(36).slice(2, 6)}@example.test`, role_id: role, status_id: USER_STATUS.ACTIVE, password: 'x' } as never);
  return { id: user.id, role_id: user.role_id, ip: '198.51.100.9' };
}

export async function createVoucherKit(options: TestDatabaseOptions = {}): Promise<VoucherKit> {
  const db = await createTestDatabase(options);
  await seedReference(db.sequelize);
  return {
    db,
    superAdmin: await makeActor(ROLE.SUPER_ADMIN),
    admin: await makeActor(ROLE.ADMIN),
    accountant: await makeActor(ROLE.ACCOUNTANT),
    customer: await makeActor(ROLE.MEMBER),
    close: () => db.drop(),
  };
}

/** The KL calendar day `days` from today. */
export const dayFromToday = (days: number): string => calendarDateInKualaLumpur(new Date(Date.now() + days * 86_400_000));

let codes = 0;
/** A stored voucher (defaults: Value RM 10, quantity 5, due in 30 days). */
export function makeVoucher(overrides: Partial<{ code: string; type: string; value: string; due_date: string; quantity: number | null; amount_used: number }> = {}): Promise<Voucher> {
  codes += 1;
  return Voucher.create({
    code: `TV${String(codes).padStart(4, '0')}${Math.random().toString(36).slice(2, 4).toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`.slice(0, 8),
    type: 'Value',
    value: '10.00',
    due_date: dayFromToday(30),
    quantity: 5,
    amount_used: 0,
    ...overrides,
  } as never);
}

let refs = 0;
export function makeOrder(userId: number, extra: Record<string, unknown> = {}): Promise<Order> {
  refs += 1;
  return Order.create({ reference: `TESTORD${String(refs).padStart(5, '0')}`, user_id: userId, payment_method: 'paylater', fee: '100.00', total: '100.00', ...extra } as never);
}

export { caught, lastAudit } from '../settings/settings.fixtures';
