import { ForeignKeyConstraintError, UniqueConstraintError, ValidationError } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, IP_TYPE, ORDER_STATUS, PAYMENT_STATUS, ROLE, SERVICE, SLIP_STATUS, USER_STATUS } from '../constants/index';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import {
  Application,
  ApplicationFile,
  ApplicationHistory,
  ApplicationStatus,
  CartItem,
  Classification,
  Country,
  Delivery,
  DeliveryPrice,
  IpRecord,
  OppositionStep,
  Order,
  OrderItem,
  Partner,
  Payment,
  PaymentSlip,
  Payout,
  Product,
  ProductDocument,
  ProductService,
  Settlement,
  State,
  User,
  Voucher,
  VoucherRedemption,
} from './index';

/**
 * Migrations 0010–0013 and their models on the current dialect (SQLite in memory, or MariaDB
 * when TEST_MYSQL_URL is set): associations, money as strings, JSON round trips, unique and
 * foreign-key constraints.
 */
describe('catalogue, portfolio, commerce and settlement models', () => {
  let db: TestDatabase;
  let malaysia: Country;
  let singapore: Country;
  let penang: State;
  let customer: User;
  let agent: User;
  let admin: User;

  beforeAll(async () => {
    db = await createTestDatabase();
    const qi = db.sequelize.getQueryInterface();
    await qi.bulkInsert('roles', [
      { id: ROLE.SUPER_ADMIN, name: 'Super Admin' },
      { id: ROLE.AGENT, name: 'Agent' },
      { id: ROLE.MEMBER, name: 'Member' },
    ]);
    await qi.bulkInsert('user_statuses', [{ id: USER_STATUS.ACTIVE, name: 'Active' }]);
    malaysia = await Country.create({ name: 'Malaysia', iso2: 'MY', in_service: true });
    singapore = await Country.create({ name: 'Singapore', iso2: 'SG', in_service: true });
    penang = await State.create({ country_id: malaysia.id, name: 'Pulau Pinang' });
    customer = await User.create({ name: 'Cust Omer', email: 'customer@example.test', role_id: ROLE.MEMBER, status_id: USER_STATUS.ACTIVE });
    agent = await User.create({ name: 'Agent Smith', email: 'agent@example.test', role_id: ROLE.AGENT, status_id: USER_STATUS.ACTIVE });
    admin = await User.create({ name: 'Ad Min', email: 'admin@example.test', role_id: ROLE.SUPER_ADMIN, status_id: USER_STATUS.ACTIVE });
    await ApplicationStatus.bulkCreate([
      { id: APPLICATION_STATUS.FILED, name: 'Filed', label: 'Filed', sort_order: 1 },
      { id: APPLICATION_STATUS.RENEWAL_ORDERED, name: 'Renewal Ordered', label: 'Pending Payment', sort_order: 3 },
      { id: APPLICATION_STATUS.IN_PROGRESS, name: 'In Progress', label: 'In Progress', sort_order: 5 },
    ]);
  });

  afterAll(async () => {
    await db?.drop();
  });

  async function newIp(overrides: Partial<Parameters<typeof IpRecord.create>[0]> = {}) {
    return IpRecord.create({
      user_id: customer.id,
      type_id: IP_TYPE.TRADEMARK,
      country_id: malaysia.id,
      filing_no: 'TM2015001234',
      application_name: 'ACME Sdn Bhd',
      multiclass_no: 2,
      expiry_date: '2026-03-31',
      ...overrides,
    });
  }

  let seq = 0;
  async function newApplication(ip: IpRecord, overrides: Partial<Parameters<typeof Application.create>[0]> = {}) {
    seq += 1;
    return Application.create({
      reference: `REFAPP${String(seq).padStart(6, '0')}-1`,
      application_date: '2025-01-15',
      service_id: SERVICE.RENEWAL,
      type_id: IP_TYPE.TRADEMARK,
      status_id: APPLICATION_STATUS.IN_PROGRESS,
      user_id: customer.id,
      agent_id: agent.id,
      ip_id: ip.id,
      ...overrides,
    });
  }

  async function newOrder(reference: string, overrides: Partial<Parameters<typeof Order.create>[0]> = {}) {
    return Order.create({ reference, user_id: customer.id, payment_method: 'paylater', ...overrides });
  }

  it('create the named indexes that constraints and lists rely on', async () => {
    const qi = db.sequelize.getQueryInterface();
    const names = async (table: string) => ((await qi.showIndex(table)) as { name: string }[]).map((i) => i.name);
    const expected: Record<string, string[]> = {
      products: ['products_country_id_uq'],
      product_services: ['product_services_product_id_service_id_type_id_uq'],
      delivery_prices: ['delivery_prices_country_id_state_id_idx'],
      ips: [
        'ips_type_id_country_id_filing_no_idx',
        'ips_user_id_status_idx',
        'ips_type_id_idx',
        'ips_country_id_idx',
        'ips_multiclass_no_idx',
        'ips_expiry_date_idx',
        'ips_created_at_idx',
        'ips_application_name_idx',
      ],
      applications: [
        'applications_reference_uq',
        'applications_user_id_idx',
        'applications_agent_id_idx',
        'applications_status_id_idx',
        'applications_service_id_idx',
        'applications_type_id_idx',
        'applications_application_date_idx',
        'applications_created_at_idx',
        'applications_ip_id_idx',
        'applications_agent_id_status_id_idx',
      ],
      vouchers: ['vouchers_code_uq', 'vouchers_status_idx', 'vouchers_due_date_idx', 'vouchers_created_at_idx'],
      orders: ['orders_reference_uq', 'orders_user_id_idx', 'orders_status_idx', 'orders_created_at_idx', 'orders_payment_method_idx'],
      payments: ['payments_invoice_no_uq', 'payments_reference_idx', 'payments_status_idx', 'payments_created_at_idx'],
      voucher_redemptions: ['voucher_redemptions_order_id_uq'],
      deliveries: ['deliveries_application_id_idx', 'deliveries_is_delivered_idx', 'deliveries_created_at_idx'],
      settlements: [
        'settlements_agent_id_idx',
        'settlements_application_id_uq',
        'settlements_is_settled_idx',
        'settlements_pending_validate_idx',
        'settlements_created_at_idx',
      ],
    };
    for (const [table, indexes] of Object.entries(expected)) expect(await names(table)).toEqual(expect.arrayContaining(indexes));
  });

  describe('catalogue', () => {
    it('stores a product with its services, documents and default agents, JSON intact', async () => {
      const product = await Product.create({
        country_id: malaysia.id,
        default_agent_id: agent.id,
        validation_rules: { max_classes: 45, grace_months: 6 },
        dictionaries: [{ label: 'Applicant', name: 'application_name' }],
      });
      const renewal = await ProductService.create({
        product_id: product.id,
        service_id: SERVICE.RENEWAL,
        type_id: IP_TYPE.TRADEMARK,
        processing_costs: { per_class: '250.00', late_6m_per_class: '120.00', late_1y_per_class: '300.00' },
        service_costs: { base: '150.00', per_class: '50.00' },
        agent_costs: { base: '100.00', per_class: '30.00' },
        child_label: ['Official fee', 'Service fee'],
        parent_label: 'Trademark renewal',
        charges: [{ label: 'Courier', cost: '0.00' }],
        default_agent_id: agent.id,
      });
      await ProductService.create({ product_id: product.id, service_id: SERVICE.SEARCH, type_id: IP_TYPE.TRADEMARK });
      await ProductDocument.create({ product_service_id: renewal.id, title: 'Statutory declaration', body: '<p>I, {{name}}…</p>' });

      const loaded = await Product.findByPk(product.id, {
        include: [
          { association: 'country' },
          { association: 'default_agent' },
          { association: 'services', include: [{ association: 'documents' }, { association: 'default_agent' }] },
        ],
        order: [[{ model: ProductService, as: 'services' }, 'service_id', 'ASC']],
      });
      expect(loaded).not.toBeNull();
      expect(loaded!.country!.name).toBe('Malaysia');
      expect(loaded!.default_agent!.email).toBe('agent@example.test');
      expect(loaded!.is_active).toBe(true);
      expect(loaded!.status_id).toBe(1);
      expect(loaded!.validation_rules).toEqual({ max_classes: 45, grace_months: 6 });
      expect(loaded!.dictionaries).toEqual([{ label: 'Applicant', name: 'application_name' }]);
      expect(loaded!.services!.map((s) => s.service_id)).toEqual([SERVICE.SEARCH, SERVICE.RENEWAL]);
      const sheet = loaded!.services![1];
      expect(sheet.processing_costs).toEqual({ per_class: '250.00', late_6m_per_class: '120.00', late_1y_per_class: '300.00' });
      expect(sheet.service_costs).toEqual({ base: '150.00', per_class: '50.00' });
      expect(sheet.agent_costs).toEqual({ base: '100.00', per_class: '30.00' });
      expect(sheet.child_label).toEqual(['Official fee', 'Service fee']);
      expect(sheet.charges).toEqual([{ label: 'Courier', cost: '0.00' }]);
      expect(sheet.enabled).toBe(true);
      expect(sheet.late_enabled).toBe(true);
      expect(sheet.status).toBe(1);
      expect(sheet.default_agent!.id).toBe(agent.id);
      expect(sheet.documents!.map((d) => d.title)).toEqual(['Statutory declaration']);
      expect(loaded!.services![0].processing_costs).toBeNull();

      // One price sheet per (product, service, type); one product per country.
      await expect(
        ProductService.create({ product_id: product.id, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK }),
      ).rejects.toBeInstanceOf(UniqueConstraintError);
      await expect(Product.create({ country_id: malaysia.id })).rejects.toBeInstanceOf(UniqueConstraintError);
      await expect(ProductService.create({ product_id: product.id, service_id: 9, type_id: 1 })).rejects.toBeInstanceOf(ValidationError);

      // Removing a product removes its services and their documents (owned children).
      await Product.destroy({ where: { id: product.id } });
      expect(await ProductService.count({ where: { product_id: product.id } })).toBe(0);
      expect(await ProductDocument.count({ where: { product_service_id: renewal.id } })).toBe(0);
    });

    it('stores delivery prices per country and state with money as strings', async () => {
      await DeliveryPrice.create({ country_id: malaysia.id, fee: '12.5' });
      const scoped = await DeliveryPrice.create({ country_id: malaysia.id, state_id: penang.id, fee: '8.00', meta: { note: 'island' } });
      const rows = await DeliveryPrice.findAll({
        where: { country_id: malaysia.id },
        include: [{ association: 'country' }, { association: 'state' }],
        order: [['id', 'ASC']],
      });
      expect(rows.map((r) => r.fee)).toEqual(['12.50', '8.00']);
      expect(rows[0].status).toBe(1);
      expect(rows[0].state).toBeNull();
      expect(rows[1].state!.name).toBe('Pulau Pinang');
      expect(rows[1].country!.iso2).toBe('MY');
      expect(rows[1].meta).toEqual({ note: 'island' });
      expect((await DeliveryPrice.findByPk(scoped.id))!.toJSON().fee).toBe('8.00');
      const defaulted = await DeliveryPrice.create({ country_id: singapore.id });
      expect((await defaulted.reload()).fee).toBe('0.00');
      await expect(DeliveryPrice.create({ country_id: 999_999 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
    });
  });

  describe('portfolio and applications', () => {
    it('loads an IP with its applications, history, files, partners, classes and opposition steps', async () => {
      const ip = await newIp({
        fee: '575.5',
        fee_type: 'tm_not_expired',
        agent_cost: '160',
        selected_years: [{ year_granted: '3rd_year_granted' }],
      });
      await Classification.create({ ip_id: ip.id, class_no: 25, term: 'Clothing', goods: 'Shirts; hats' });
      const app = await newApplication(ip, { extra: { cost_type: 'tm_not_expired', year_granted: '3rd_year_granted' } });
      await ApplicationHistory.create({ application_id: app.id, message: 'Assigned to agent', user_id: admin.id });
      await ApplicationHistory.create({ application_id: app.id, message: 'Filing receipt uploaded', file: 'receipts/r1.pdf', user_id: agent.id });
      await ApplicationFile.create({
        application_id: app.id,
        description: 'Filing receipt',
        filename: 'receipt.pdf',
        path: 'applications/1/receipt.pdf',
        mime: 'application/pdf',
        size: 2048,
        uploaded_by: agent.id,
      });
      await Partner.create({ application_id: app.id, name: 'Partner One' });
      await OppositionStep.create({ application_id: app.id, status: 'Notice of Opposition received', file: 'opp/1.pdf' });
      await Classification.create({ application_id: app.id, class_no: 9, term: 'Software', goods: 'Downloadable apps' });

      const loaded = await IpRecord.findByPk(ip.id, {
        include: [
          { association: 'user' },
          { association: 'country' },
          { association: 'classifications' },
          {
            association: 'applications',
            include: [
              { association: 'user' },
              { association: 'agent' },
              { association: 'status' },
              { association: 'history', include: [{ association: 'user' }] },
              { association: 'files', include: [{ association: 'uploader' }] },
              { association: 'partners' },
              { association: 'opposition_steps' },
              { association: 'classifications' },
            ],
          },
        ],
        order: [[{ model: Application, as: 'applications' }, { model: ApplicationHistory, as: 'history' }, 'id', 'ASC']],
      });
      expect(loaded!.user!.email).toBe('customer@example.test');
      expect(loaded!.country!.name).toBe('Malaysia');
      expect(loaded!.model_type).toBe('ip');
      expect(loaded!.status).toBe(1);
      expect(loaded!.is_english_only).toBe(false);
      expect(loaded!.expiry_date).toBe('2026-03-31');
      expect(loaded!.fee).toBe('575.50');
      expect(loaded!.agent_cost).toBe('160.00');
      expect(loaded!.selected_years).toEqual([{ year_granted: '3rd_year_granted' }]);
      expect(loaded!.classifications!.map((c) => c.term)).toEqual(['Clothing']);

      const [application] = loaded!.applications!;
      expect(application.reference).toBe(app.reference);
      expect(application.application_date).toBe('2025-01-15');
      expect(application.user!.id).toBe(customer.id);
      expect(application.agent!.name).toBe('Agent Smith');
      expect(application.status!.name).toBe('In Progress');
      expect(application.acknowledge).toBe(false);
      expect(application.rating).toBeNull();
      expect(application.extra).toEqual({ cost_type: 'tm_not_expired', year_granted: '3rd_year_granted' });
      expect(application.history!.map((h) => [h.message, h.user!.id])).toEqual([
        ['Assigned to agent', admin.id],
        ['Filing receipt uploaded', agent.id],
      ]);
      expect(application.files![0]).toMatchObject({ filename: 'receipt.pdf', status_id: 1, is_hidden: false, size: 2048 });
      expect(application.files![0].uploader!.id).toBe(agent.id);
      expect(application.partners!.map((p) => p.name)).toEqual(['Partner One']);
      expect(application.opposition_steps!.map((s) => s.status)).toEqual(['Notice of Opposition received']);
      expect(application.classifications!.map((c) => c.class_no)).toEqual([9]);

      // The application side of the same links.
      const back = await Application.findByPk(app.id, { include: [{ association: 'ip' }] });
      expect(back!.ip!.filing_no).toBe('TM2015001234');
    });

    it('keeps fixed status ids and labels', async () => {
      const status = await ApplicationStatus.findByPk(APPLICATION_STATUS.RENEWAL_ORDERED, { include: [{ association: 'applications' }] });
      expect(status!.label).toBe('Pending Payment');
      expect(status!.sort_order).toBe(3);
      expect(status!.applications).toEqual([]);
    });

    it('enforces the unique application reference, foreign keys and cascades', async () => {
      const ip = await newIp({ filing_no: 'TM-UNIQ-1' });
      const app = await newApplication(ip);
      await expect(newApplication(ip, { reference: app.reference })).rejects.toBeInstanceOf(UniqueConstraintError);
      await expect(newApplication(ip, { status_id: 99 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      await expect(newApplication(ip, { agent_id: 999_999 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      await expect(newIp({ user_id: 999_999 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      await expect(newIp({ model_type: 'other' as never })).rejects.toBeInstanceOf(ValidationError);

      // An IP with applications cannot be removed (RESTRICT); an application's children go with it.
      await expect(IpRecord.destroy({ where: { id: ip.id } })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      await ApplicationHistory.create({ application_id: app.id, message: 'x' });
      await ApplicationFile.create({ application_id: app.id, filename: 'a.pdf', path: 'p/a.pdf' });
      await Application.destroy({ where: { id: app.id } });
      expect(await ApplicationHistory.count({ where: { application_id: app.id } })).toBe(0);
      expect(await ApplicationFile.count({ where: { application_id: app.id } })).toBe(0);

      // Deleting the agent account un-assigns (SET NULL), it does not delete the work.
      const temp = await User.create({ name: 'Temp Agent', email: 'temp@example.test', role_id: ROLE.AGENT, status_id: USER_STATUS.ACTIVE });
      const assigned = await newApplication(ip, { agent_id: temp.id });
      await User.destroy({ where: { id: temp.id } });
      expect((await assigned.reload()).agent_id).toBeNull();
    });
  });

  describe('commerce', () => {
    it('stores a cart line with money, JSON and links', async () => {
      const ip = await newIp({ filing_no: 'TM-CART-1' });
      const item = await CartItem.create({
        user_id: customer.id,
        service_id: SERVICE.RENEWAL,
        type_id: IP_TYPE.TRADEMARK,
        country_id: malaysia.id,
        filing_no: 'TM-CART-1',
        application_name: 'ACME Sdn Bhd',
        multiclass_no: 2,
        expiry_date: '2026-03-31',
        order_type: 'request renewal',
        fee_type: 'tm_not_expired',
        fee: '575.5',
        agent_cost: '160',
        additional_fee: '0',
        selected_years: [{ year_granted: '2nd_year_granted' }],
        address: { address_1: '1 Jalan Test', poscode: '10000', city: 'George Town', state_id: penang.id, country_id: malaysia.id },
        ip_id: ip.id,
        acceptance: true,
      });
      const loaded = await CartItem.findByPk(item.id, {
        include: [{ association: 'user' }, { association: 'country' }, { association: 'ip' }, { association: 'application' }],
      });
      expect(loaded!.fee).toBe('575.50');
      expect(loaded!.agent_cost).toBe('160.00');
      expect(loaded!.additional_fee).toBe('0.00');
      expect(loaded!.acceptance).toBe(true);
      expect(loaded!.order_type).toBe('request renewal');
      expect(loaded!.selected_years).toEqual([{ year_granted: '2nd_year_granted' }]);
      expect(loaded!.address).toEqual({
        address_1: '1 Jalan Test',
        poscode: '10000',
        city: 'George Town',
        state_id: penang.id,
        country_id: malaysia.id,
      });
      expect(loaded!.user!.id).toBe(customer.id);
      expect(loaded!.country!.iso2).toBe('MY');
      expect(loaded!.ip!.id).toBe(ip.id);
      expect(loaded!.application).toBeNull();
      await expect(
        CartItem.create({ user_id: customer.id, service_id: SERVICE.RENEWAL, type_id: 1, country_id: malaysia.id, order_type: 'urgent' as never }),
      ).rejects.toBeInstanceOf(ValidationError);

      // A cart belongs to its user: removing the account empties it.
      const shopper = await User.create({ name: 'Shop Per', email: 'shopper@example.test', role_id: ROLE.MEMBER, status_id: USER_STATUS.ACTIVE });
      await CartItem.create({ user_id: shopper.id, service_id: SERVICE.RENEWAL, type_id: 1, country_id: malaysia.id });
      await User.destroy({ where: { id: shopper.id } });
      expect(await CartItem.count({ where: { user_id: shopper.id } })).toBe(0);
    });

    it('stores an order with items, payment, slip, voucher redemption and delivery', async () => {
      const voucher = await Voucher.create({ code: 'ABCD2345', type: 'Percentage', value: '10', due_date: '2030-12-31', quantity: 5 });
      const ip = await newIp({ filing_no: 'TM-ORDER-1' });
      const app = await newApplication(ip, { status_id: APPLICATION_STATUS.RENEWAL_ORDERED, agent_id: null });
      const order = await newOrder('K7Q2M9X4T8PA', {
        total: '575.50',
        discount_amount: '57.55',
        paid_amount: '517.95',
        fee: '575.5',
        voucher_id: voucher.id,
        service_id: SERVICE.RENEWAL,
        type_id: IP_TYPE.TRADEMARK,
        expires_at: new Date('2030-01-08T00:00:00Z'),
      });
      await OrderItem.create({
        order_id: order.id,
        service_id: SERVICE.RENEWAL,
        type_id: IP_TYPE.TRADEMARK,
        country_id: malaysia.id,
        filing_no: 'TM-ORDER-1',
        fee: '575.5',
        agent_cost: '160',
        fee_type: 'tm_not_expired',
        application_id: app.id,
        ip_id: ip.id,
        selected_years: [],
      });
      const payment = await Payment.create({ order_id: order.id, reference: order.reference, provider: 'paylater', paid_amount: '517.95' });
      await PaymentSlip.create({ payment_id: payment.id, ref_no: 'MBB123456', amount_paid: '517.95', file: 'slips/k7.pdf', mime: 'application/pdf' });
      await VoucherRedemption.create({ voucher_id: voucher.id, order_id: order.id, user_id: customer.id, amount: '57.55' });
      await Delivery.create({
        order_id: order.id,
        application_id: app.id,
        fee: '15',
        address: { address_1: '1 Jalan Test', poscode: '10000', city: 'George Town', state: 'Pulau Pinang', country: 'Malaysia' },
      });

      const loaded = await Order.findByPk(order.id, {
        include: [
          { association: 'user' },
          { association: 'voucher' },
          { association: 'items', include: [{ association: 'application' }, { association: 'ip' }, { association: 'country' }] },
          { association: 'payments', include: [{ association: 'slips' }] },
          { association: 'deliveries' },
          { association: 'redemption' },
        ],
      });
      expect(loaded!.status).toBe(ORDER_STATUS.PENDING);
      expect(loaded!.payment_method).toBe('paylater');
      expect(loaded!.use_sandbox).toBe(false);
      expect([loaded!.total, loaded!.discount_amount, loaded!.paid_amount, loaded!.fee]).toEqual(['575.50', '57.55', '517.95', '575.50']);
      expect(loaded!.expires_at!.toISOString()).toBe('2030-01-08T00:00:00.000Z');
      expect(loaded!.paid_at).toBeNull();
      expect(loaded!.fulfilled_at).toBeNull();
      expect(loaded!.user!.id).toBe(customer.id);
      expect(loaded!.voucher!.code).toBe('ABCD2345');
      expect(loaded!.voucher!.value).toBe('10.00');
      expect(loaded!.items!).toHaveLength(1);
      expect(loaded!.items![0]).toMatchObject({ fee: '575.50', agent_cost: '160.00', order_type: 'normal', filing_no: 'TM-ORDER-1' });
      expect(loaded!.items![0].selected_years).toEqual([]);
      expect(loaded!.items![0].application!.reference).toBe(app.reference);
      expect(loaded!.items![0].ip!.id).toBe(ip.id);
      expect(loaded!.items![0].country!.name).toBe('Malaysia');
      const [pay] = loaded!.payments!;
      expect(pay.status).toBe(PAYMENT_STATUS.PENDING);
      expect(pay.paid_amount).toBe('517.95');
      expect(pay.is_verify).toBe(false);
      expect(pay.slips![0]).toMatchObject({ ref_no: 'MBB123456', amount_paid: '517.95', status: SLIP_STATUS.SUBMITTED });
      expect(loaded!.deliveries![0]).toMatchObject({ fee: '15.00', fee_type: 'delivery_fee', service_id: SERVICE.DELIVERY, is_delivered: false });
      expect(loaded!.deliveries![0].address).toEqual({
        address_1: '1 Jalan Test',
        poscode: '10000',
        city: 'George Town',
        state: 'Pulau Pinang',
        country: 'Malaysia',
      });
      expect(loaded!.redemption!.amount).toBe('57.55');

      // The plain JSON answer keeps the strings too.
      const plain = loaded!.toJSON() as unknown as { total: string; payments: { paid_amount: string }[] };
      expect(plain.total).toBe('575.50');
      expect(plain.payments[0].paid_amount).toBe('517.95');

      // Reverse links.
      const slip = await PaymentSlip.findOne({ where: { payment_id: payment.id }, include: [{ association: 'payment', include: [{ association: 'order' }] }] });
      expect(slip!.payment!.order!.reference).toBe('K7Q2M9X4T8PA');
      const v = await Voucher.findByPk(voucher.id, { include: [{ association: 'orders' }, { association: 'redemptions' }] });
      expect(v!.orders!.map((o) => o.id)).toEqual([order.id]);
      expect(v!.redemptions!.map((r) => r.order_id)).toEqual([order.id]);
      const paidFor = await Application.findByPk(app.id, { include: [{ association: 'orders' }, { association: 'deliveries' }] });
      expect(paidFor!.orders!.map((o) => o.reference)).toEqual(['K7Q2M9X4T8PA']);
      expect(paidFor!.deliveries!).toHaveLength(1);
      const delivery = await Delivery.findOne({ where: { application_id: app.id }, include: [{ association: 'order' }, { association: 'application' }] });
      expect(delivery!.order!.id).toBe(order.id);
      expect(delivery!.application!.id).toBe(app.id);

      // Uniqueness: order reference, one redemption per order, voucher code, invoice number.
      await expect(newOrder('K7Q2M9X4T8PA')).rejects.toBeInstanceOf(UniqueConstraintError);
      await expect(
        VoucherRedemption.create({ voucher_id: voucher.id, order_id: order.id, user_id: customer.id, amount: '1.00' }),
      ).rejects.toBeInstanceOf(UniqueConstraintError);
      await expect(Voucher.create({ code: 'ABCD2345', type: 'Value', value: '5', due_date: '2030-12-31' })).rejects.toBeInstanceOf(
        UniqueConstraintError,
      );
      await pay.update({ status: PAYMENT_STATUS.SUCCESS, invoice_no: 'INV-2025-000001' });
      const second = await Payment.create({ order_id: order.id, reference: order.reference });
      await expect(second.update({ invoice_no: 'INV-2025-000001' })).rejects.toBeInstanceOf(UniqueConstraintError);

      // Money records are protected: an order with payments cannot be deleted.
      await expect(Order.destroy({ where: { id: order.id } })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      // Owned children go with their parent: removing a payment removes its slips.
      await PaymentSlip.create({ payment_id: second.id, ref_no: 'X1', file: 'slips/x1.png' });
      await Payment.destroy({ where: { id: second.id } });
      expect(await PaymentSlip.count({ where: { payment_id: second.id } })).toBe(0);
    });

    it('rejects bad enumerations and dangling foreign keys', async () => {
      await expect(newOrder('BADMETHOD001', { payment_method: 'cash' as never })).rejects.toBeInstanceOf(ValidationError);
      await expect(newOrder('BADUSER00001', { user_id: 999_999 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      await expect(newOrder('BADVOUCHER01', { voucher_id: 999_999 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      await expect(Voucher.create({ code: 'ZZZZ9999', type: 'fixed' as never, value: '5', due_date: '2030-12-31' })).rejects.toBeInstanceOf(
        ValidationError,
      );
      await expect(Payment.create({ order_id: 999_999, reference: 'NOPE' })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      const order = await newOrder('ITEMCASCADE1');
      await OrderItem.create({ order_id: order.id, service_id: SERVICE.RENEWAL, type_id: 1, country_id: malaysia.id });
      await Order.destroy({ where: { id: order.id } });
      expect(await OrderItem.count({ where: { order_id: order.id } })).toBe(0);
    });
  });

  describe('settlements', () => {
    it('stores a settlement and the payout that settles it', async () => {
      const ip = await newIp({ filing_no: 'TM-SETTLE-1' });
      const app = await newApplication(ip, { status_id: APPLICATION_STATUS.FILED });
      const order = await newOrder('SETTLE000001', { payment_method: 'stripe', total: '575.50' });
      const payment = await Payment.create({ order_id: order.id, reference: order.reference, status: PAYMENT_STATUS.SUCCESS, provider: 'stripe' });
      const settlement = await Settlement.create({
        application_id: app.id,
        agent_id: agent.id,
        order_id: order.id,
        payment_id: payment.id,
        processing_fee: '160',
        service_fee: '35.5',
        total: '195.5',
        paypal_cost: '0',
        net_total: '195.50',
        pending_upload: true,
        proof: 'proofs/receipt.pdf',
        proof2: 'proofs/invoice.pdf',
      });
      const payout = await Payout.create({ agent_id: agent.id, channel: 'paypal', amount: '195.5', message: 'March payout', paid_by: admin.id });
      await settlement.update({ is_settled: true, payout_id: payout.id, paid_at: new Date('2025-04-01T02:00:00Z'), pending_upload: false });

      const loaded = await Settlement.findByPk(settlement.id, {
        include: [
          { association: 'application' },
          { association: 'agent' },
          { association: 'order' },
          { association: 'payment' },
          { association: 'payout', include: [{ association: 'agent' }, { association: 'payer' }] },
        ],
      });
      expect([loaded!.processing_fee, loaded!.service_fee, loaded!.total, loaded!.paypal_cost, loaded!.net_total]).toEqual([
        '160.00',
        '35.50',
        '195.50',
        '0.00',
        '195.50',
      ]);
      expect(loaded!.is_settled).toBe(true);
      expect(loaded!.pending_upload).toBe(false);
      expect(loaded!.pending_validate).toBe(false);
      expect(loaded!.allow_settle).toBe(false);
      expect(loaded!.validation_asset).toBe('proofs/receipt.pdf');
      expect(loaded!.validation_asset_2).toBe('proofs/invoice.pdf');
      expect(loaded!.service_pay_agent).toBe('35.50');
      expect(loaded!.paid_at!.toISOString()).toBe('2025-04-01T02:00:00.000Z');
      expect(loaded!.application!.reference).toBe(app.reference);
      expect(loaded!.agent!.id).toBe(agent.id);
      expect(loaded!.order!.reference).toBe('SETTLE000001');
      expect(loaded!.payment!.id).toBe(payment.id);
      expect(loaded!.payout!.amount).toBe('195.50');
      expect(loaded!.payout!.channel).toBe('paypal');
      expect(loaded!.payout!.agent!.id).toBe(agent.id);
      expect(loaded!.payout!.payer!.id).toBe(admin.id);

      const withSettlements = await Application.findByPk(app.id, { include: [{ association: 'settlements' }] });
      expect(withSettlements!.settlements!.map((s) => s.id)).toEqual([settlement.id]);
      const paidOut = await Payout.findByPk(payout.id, { include: [{ association: 'settlements' }] });
      expect(paidOut!.settlements!.map((s) => s.id)).toEqual([settlement.id]);
      const paymentSide = await Payment.findByPk(payment.id, { include: [{ association: 'settlements' }] });
      expect(paymentSide!.settlements!).toHaveLength(1);

      // A settled application cannot disappear (RESTRICT); payout channel is an enumeration.
      await expect(Application.destroy({ where: { id: app.id } })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      await expect(Payout.create({ agent_id: agent.id, channel: 'cheque' as never })).rejects.toBeInstanceOf(ValidationError);
      await expect(Settlement.create({ application_id: 999_999, agent_id: agent.id })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
      // One settlement per application (ADR 047).
      await expect(Settlement.create({ application_id: app.id, agent_id: agent.id })).rejects.toBeInstanceOf(UniqueConstraintError);
    });
  });
});
