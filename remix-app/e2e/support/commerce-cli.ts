/**
 * Commerce fixtures of the checkout journeys, written straight into the e2e database through the
 * domain (the same operations the app runs). Run by the specs with tsx (cwd remix-app):
 *   npx tsx e2e/support/commerce-cli.ts customer <email> <name> [whitelist]   → { id }
 *   npx tsx e2e/support/commerce-cli.ts cart <email> <filing_no>               → { id, fee }
 *   npx tsx e2e/support/commerce-cli.ts voucher <code> <value>                 → { id }
 * A cart line goes in with addCartBundle (Malaysian trademark renewal, expiring in 200 days).
 */
import bcrypt from 'bcryptjs';
import {
  addCartBundle,
  Application,
  APPLICATION_STATUS,
  IpRecord,
  calendarDateInKualaLumpur,
  Country,
  createSequelize,
  initModels,
  IP_TYPE,
  ROLE,
  SERVICE,
  useSequelize,
  User,
  USER_STATUS,
  Voucher,
  Whitelist,
} from '@iprenew/models';
import { E2E_PASSWORD } from './accounts';
import { E2E_DATABASE_FILE } from './paths';

const day = (days: number) => calendarDateInKualaLumpur(new Date(Date.now() + days * 86_400_000));

async function run(command: string, args: string[]): Promise<unknown> {
  if (command === 'customer') {
    const [email, name, whitelist] = args as [string, string, string | undefined];
    let user = await User.findOne({ where: { email } });
    if (!user) {
      const my = await Country.findOne({ where: { iso2: 'MY' }, rejectOnEmpty: true });
      user = await User.create({
        name,
        email,
        password: await bcrypt.hash(E2E_PASSWORD, 10),
        role_id: ROLE.MEMBER,
        status_id: USER_STATUS.ACTIVE,
        type: 'Personal',
        contact: '+60 12-345 6789',
        address_1: '12 Jalan Senja',
        poscode: '50450',
        city: 'Kuala Lumpur',
        country_id: my.id,
        language: 'en',
        currency: 'MYR',
        email_verified_at: new Date(),
      } as never);
    }
    if (whitelist === 'whitelist' && !(await Whitelist.findOne({ where: { email } }))) await Whitelist.create({ email } as never);
    return { id: user.id };
  }
  if (command === 'search-requests') {
    // Paid trademark search requests (service 1, In Progress) of a customer, for the list's paging.
    const [email, count] = args as [string, string];
    const user = await User.findOne({ where: { email }, rejectOnEmpty: true });
    const my = await Country.findOne({ where: { iso2: 'MY' }, rejectOnEmpty: true });
    for (let i = 0; i < Number(count); i += 1) {
      const ip = await IpRecord.create({ user_id: user.id, type_id: IP_TYPE.TRADEMARK, country_id: my.id, model_type: 'search', application_name: `Senja Search ${i + 1}` } as never);
      await Application.create({
        reference: `S${Date.now().toString(36).toUpperCase()}${i}-1`,
        application_date: day(0),
        service_id: SERVICE.SEARCH,
        type_id: IP_TYPE.TRADEMARK,
        status_id: APPLICATION_STATUS.IN_PROGRESS,
        user_id: user.id,
        ip_id: ip.id,
        model_type: 'search',
      } as never);
    }
    return { count: Number(count) };
  }
  if (command === 'cart') {
    const [email, filingNo] = args as [string, string];
    const user = await User.findOne({ where: { email }, rejectOnEmpty: true });
    const my = await Country.findOne({ where: { iso2: 'MY' }, rejectOnEmpty: true });
    const { items } = await addCartBundle({
      actor: { id: user.id, role_id: user.role_id },
      service_id: SERVICE.RENEWAL,
      type_id: IP_TYPE.TRADEMARK,
      lines: [{ filing_no: filingNo, country_id: my.id, application_name: 'Senja Coffee Enterprise', expiry_date: day(200), multiclass_no: 1, multiclass_name: 'Coffee; tea' }],
    });
    return { id: items[0]!.id, fee: items[0]!.fee };
  }
  if (command === 'voucher') {
    const [code, value] = args as [string, string];
    const existing = await Voucher.findOne({ where: { code } });
    const voucher = existing ?? (await Voucher.create({ code, type: 'Value', value, due_date: day(30), quantity: 5, amount_used: 0 } as never));
    return { id: voucher.id };
  }
  throw new Error(`unknown command ${command}`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const sequelize = createSequelize(process.env.DATABASE_URL ?? `sqlite:${E2E_DATABASE_FILE}`);
  initModels(sequelize);
  useSequelize(sequelize);
  try {
    process.stdout.write(`${JSON.stringify(await run(command ?? '', args))}\n`);
  } finally {
    await sequelize.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
