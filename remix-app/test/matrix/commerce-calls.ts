/**
 * Matrix calls of the console's commerce resources (issue 5: vouchers, payments, orders, invoices) and the news (issue 16).
 * Each allowed call gets a fresh target so it succeeds on its own (a voucher to edit or delete, a
 * payment with a submitted slip to verify or reject, a failed payment to update, a paid one to
 * regenerate); each denied call is checked to have changed nothing. `models` is the harness's copy.
 */
interface Call {
  method: string;
  path: string;
  json?: unknown;
  secret?: string;
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomRef = (length: number) => Array.from({ length }, () => REF_ALPHABET[Math.floor(Math.random() * REF_ALPHABET.length)]).join('');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const COMMERCE_RESOURCES: readonly string[] = ['vouchers', 'payments', 'orders', 'invoices', 'news'];

/** An order of a fresh customer with its payment: 'slip' (submitted slip), 'failed', 'paid' or 'refund' (superseded, a charge due back). */
async function orderWithPayment(models: Record<string, any>, state: 'slip' | 'failed' | 'paid' | 'refund'): Promise<{ order: any; payment: any }> {
  const owner = await models.User.create({ name: 'Matrix Buyer', email: `matrix-buyer-${randomRef(8).toLowerCase()}@example.test`, role_id: 4, status_id: 1 });
  const reference = randomRef(12);
  const method = state === 'slip' ? 'paylater' : 'stripe';
  const order = await models.Order.create({
    reference,
    user_id: owner.id,
    payment_method: method,
    fee: '120.00',
    total: '120.00',
    paid_amount: state === 'paid' ? '120.00' : '0.00',
    status: state === 'paid' ? 1 : state === 'failed' ? 3 : state === 'refund' ? 2 : 0,
  });
  const payment = await models.Payment.create({
    order_id: order.id,
    reference,
    provider: method,
    status: state === 'paid' ? 1 : state === 'failed' || state === 'refund' ? 0 : 2,
    paid_amount: state === 'paid' ? '120.00' : '0.00',
    paypal_ref: state === 'paid' ? `pi_matrix_${reference.toLowerCase()}` : null,
    invoice_no: state === 'paid' ? `INV-2026-${String(Math.floor(Math.random() * 900_000) + 100_000)}` : null,
    ...(state === 'refund' ? { failure_reason: 'superseded', refund_status: 'due', refund_amount: '120.00', refund_ref: `pi_matrix_late_${reference.toLowerCase()}`, refund_reason: 'superseded', refund_due_at: new Date() } : {}),
  });
  if (state === 'slip') {
    const key = `slips/${reference}/matrix.png`;
    await models.getStorage().putFile(key, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    await models.PaymentSlip.create({ payment_id: payment.id, ref_no: `MX${reference.slice(0, 6)}`, amount_paid: '120.00', file: key, mime: 'image/png', status: 0 });
  }
  return { order, payment };
}

export async function commerceTarget(resource: string, action: string, models: Record<string, any>): Promise<{ call: Call; check?: () => Promise<string | null> }> {
  const base = `/api/admin/${resource}`;
  const list = { call: { method: 'GET', path: `${base}?range=${encodeURIComponent('[0,9]')}` } };
  if (action === 'list') return list;
  if (resource === 'vouchers') {
    const form = () => ({ code: randomRef(8), type: 'Value', value: '5.00', due_date: inDays(10), quantity: 3 });
    if (action === 'create') {
      const json = form();
      return { call: { method: 'POST', path: base, json }, check: async () => ((await models.Voucher.count({ where: { code: json.code } })) > 0 ? 'a voucher was created' : null) };
    }
    const voucher = await models.Voucher.create({ ...form(), amount_used: 0 });
    if (action === 'read') return { call: { method: 'GET', path: `${base}/${voucher.id}`, secret: voucher.code } };
    if (action === 'update') {
      const json = { ...form(), code: voucher.code, value: '9.00' };
      return {
        call: { method: 'PUT', path: `${base}/${voucher.id}`, json },
        check: async () => ((await models.Voucher.findByPk(voucher.id)).value === '9.00' ? 'the voucher changed' : null),
      };
    }
    return { call: { method: 'DELETE', path: `${base}/${voucher.id}` }, check: async () => ((await models.Voucher.findByPk(voucher.id)) ? null : 'the voucher was deleted') };
  }
  if (resource === 'news') {
    const form = () => ({ title: `Matrix news ${randomRef(8)}`, message: '<p>Matrix news body.</p>', status: 0, publish_date: '2026-01-01 09:00' });
    if (action === 'create') {
      const json = form();
      return { call: { method: 'POST', path: base, json }, check: async () => ((await models.News.count({ where: { title: json.title } })) > 0 ? 'a news item was created' : null) };
    }
    const { publish_date: _date, message, ...fields } = form();
    const news = await models.News.create({ ...fields, content: message, publish_date: new Date('2026-01-01T01:00:00Z') });
    if (action === 'read') return { call: { method: 'GET', path: `${base}/${news.id}`, secret: news.title } };
    if (action === 'update') {
      const json = { ...form(), title: `${news.title} edited` };
      return {
        call: { method: 'PUT', path: `${base}/${news.id}`, json },
        check: async () => ((await models.News.findByPk(news.id)).title === json.title ? 'the news changed' : null),
      };
    }
    return { call: { method: 'DELETE', path: `${base}/${news.id}` }, check: async () => ((await models.News.findByPk(news.id)) ? null : 'the news was deleted') };
  }
  if (resource === 'orders') {
    const { order } = await orderWithPayment(models, 'paid');
    return { call: { method: 'GET', path: `${base}/${order.id}`, secret: order.reference } };
  }
  if (resource === 'invoices') {
    const { payment } = await orderWithPayment(models, 'paid');
    return { call: { method: 'GET', path: `${base}/${payment.id}`, secret: payment.reference } };
  }
  // payments
  const state = action === 'update-to-success' ? 'failed' : action === 'regenerate-invoice' || action === 'read' ? 'paid' : action === 'mark-refunded' ? 'refund' : 'slip';
  const { payment } = await orderWithPayment(models, state);
  // Compare with the row as stored (MySQL keeps whole seconds; the created instance has milliseconds).
  const before = await models.Payment.findByPk(payment.id);
  const unchanged = async () => {
    const now = await models.Payment.findByPk(payment.id);
    return now.status === before.status && now.updated_at.getTime() === before.updated_at.getTime() ? null : 'the payment changed';
  };
  if (action === 'read') return { call: { method: 'GET', path: `${base}/${payment.id}`, secret: payment.reference } };
  if (action === 'slip') return { call: { method: 'GET', path: `${base}/${payment.id}/slip` } };
  const json = action === 'reject' ? { reason: 'Matrix: amount does not match' } : action === 'update-to-success' ? { provider_ref: `pi_matrix_${payment.id}` } : {};
  return { call: { method: 'POST', path: `${base}/${payment.id}/${action}`, json }, check: unchanged };
}
