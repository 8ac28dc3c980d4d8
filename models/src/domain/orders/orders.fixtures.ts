import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IP_TYPE, ROLE, SERVICE, USER_STATUS } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { User } from '../../models/user';
import { Voucher } from '../../models/voucher';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { LocalDiskStorage, useStorage } from '../../storage/index';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from '../../testing/test-database';
import { addCartBundle } from '../cart/index';
import type { Actor } from './shared';

/** A migrated database with the reference catalogue, a private storage folder and users, for the order tests. */
export interface OrdersKit {
  db: TestDatabase;
  storageDir: string;
  MY: number;
  customer: Actor;
  other: Actor;
  admin: Actor;
  agent: Actor;
  member(label: string): Promise<Actor & { email: string }>;
  close(): Promise<void>;
}

let seq = 0;
async function makeUser(role: number, label: string): Promise<Actor & { email: string }> {
  seq += 1;
  const email = `orders.${label}.${seq}.${Math.random().toString(36).slice(2, 6)}@example.test`;
  const user = await User.create({ name: `Orders ${label}`, email, role_id: role, status_id: USER_STATUS.ACTIVE, password: 'x' } as never);
  return { id: user.id, role_id: role, ip: '198.51.100.21', email };
}

export async function createOrdersKit(options: TestDatabaseOptions = {}): Promise<OrdersKit> {
  const db = await createTestDatabase(options);
  await seedReference(db.sequelize);
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'orders-test-'));
  useStorage(new LocalDiskStorage(storageDir));
  process.env.MAIL_OUTBOX_DIR ??= path.join(storageDir, 'outbox');
  const MY = (await Country.findOne({ where: { iso2: 'MY' }, rejectOnEmpty: true })).id;
  return {
    db,
    storageDir,
    MY,
    customer: await makeUser(ROLE.MEMBER, 'customer'),
    other: await makeUser(ROLE.MEMBER, 'other'),
    admin: await makeUser(ROLE.ADMIN, 'admin'),
    agent: await makeUser(ROLE.AGENT, 'agent'),
    member: (label) => makeUser(ROLE.MEMBER, label),
    async close() {
      useStorage(undefined);
      await db.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

const dayFromToday = (days: number) => calendarDateInKualaLumpur(new Date(Date.now() + days * 86_400_000));

let filing = 0;
/** Malaysian trademark renewal lines in the actor's cart, priced by the engine today (not expired). */
export async function trademarkLines(actor: Actor, countryId: number, count = 1, over: Record<string, unknown> = {}): Promise<CartItem[]> {
  const lines = Array.from({ length: count }, () => {
    filing += 1;
    return { filing_no: `TMO${Date.now().toString(36).toUpperCase()}${filing}`, country_id: countryId, application_name: 'Senja Coffee Enterprise', expiry_date: dayFromToday(200), multiclass_no: 1, multiclass_name: 'Coffee', ...over };
  });
  const { items } = await addCartBundle({ actor, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, lines });
  return CartItem.findAll({ where: { id: items.map((i) => i.id) }, order: [['id', 'ASC']] });
}

/** A search request (service 1) in the actor's cart. */
export async function searchLine(actor: Actor, countryId: number): Promise<CartItem> {
  const { items } = await addCartBundle({
    actor,
    service_id: SERVICE.SEARCH,
    request: { country_id: countryId, description: 'Word mark KOPI SENJA', classifications: [{ term: '30', goods: 'Coffee' }, { term: '43', goods: 'Cafés' }] },
  });
  return CartItem.findByPk(items[0]!.id, { rejectOnEmpty: true });
}

let codes = 0;
export function makeVoucher(over: Record<string, unknown> = {}): Promise<Voucher> {
  codes += 1;
  return Voucher.create({ code: `ORDV${String(codes).padStart(4, '0')}`, type: 'Value', value: '10.00', due_date: dayFromToday(30), quantity: 5, amount_used: 0, ...over } as never);
}

export { caught } from '../settings/settings.fixtures';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
