import { QueryTypes, type Sequelize } from 'sequelize';
import { ORDER_STATUS, PAYMENT_STATUS, SLIP_STATUS } from '../constants/index';
import { getSequelize } from '../db/database';

/**
 * The invariants of the money tables, read with plain SQL over the whole database (issue 17: the
 * concurrency and crash-safety tests run them after the storm or the kill). Each finding is one
 * line naming the row; an empty list means none is broken:
 * - no line, payment or redemption of an order that does not exist;
 * - every order has its lines and exactly one payment row; a paid order has a Success payment and
 *   a Success payment a paid order; a paid order's lines each have their application, and its cart
 *   lines left the cart; no order has more applications than lines, no application two lines;
 * - a verified slip belongs to a Success payment; a payment has at most one verified slip;
 * - a voucher's amount_used is its redemptions, within its quantity; a redemption's order carries
 *   that voucher; an order has at most one redemption;
 * - a settlement is settled exactly when it has a payout; a payout pays at least one settlement
 *   and its amount is the sum of theirs.
 * Works on SQLite and MySQL/MariaDB (booleans are 0/1 on both). `ignoreOrderIds`: orders a builder
 * inserted in a shape checkout never makes (buildSettlementJob's order: one line of two has its job).
 */
export async function ledgerProblems(sequelize: Sequelize = getSequelize(), options: { ignoreOrderIds?: number[] } = {}): Promise<string[]> {
  const rows = <T extends object>(sql: string) => sequelize.query<T>(sql, { type: QueryTypes.SELECT });
  const problems: string[] = [];
  const ignored = new Set(options.ignoreOrderIds ?? []);
  const report = (what: string, found: object[]) => {
    for (const row of found) {
      const orderId = (row as { order_id?: number }).order_id;
      if (orderId === undefined || !ignored.has(Number(orderId))) problems.push(`${what}: ${JSON.stringify(row)}`);
    }
  };

  report('order line of no order', await rows(`SELECT i.id, i.order_id FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id)`));
  report('payment of no order', await rows(`SELECT p.id, p.order_id, p.reference FROM payments p WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = p.order_id)`));
  report('redemption of no order', await rows(`SELECT r.id, r.order_id, r.voucher_id FROM voucher_redemptions r WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = r.order_id)`));
  report('order without lines', await rows(`SELECT o.id AS order_id, o.reference FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`));
  report('order without exactly one payment', await rows(`SELECT o.id AS order_id, o.reference, (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id) AS payments FROM orders o WHERE (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id) <> 1`));
  report(
    'paid order and payment disagree',
    await rows(
      `SELECT o.id AS order_id, o.reference, o.status, p.status AS payment_status FROM orders o JOIN payments p ON p.order_id = o.id
       WHERE (o.status = ${ORDER_STATUS.PAID}) <> (p.status = ${PAYMENT_STATUS.SUCCESS})`,
    ),
  );
  report('paid order line without its application', await rows(`SELECT o.id AS order_id, o.reference, i.id AS item_id FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.status = ${ORDER_STATUS.PAID} AND i.application_id IS NULL`));
  report('paid order whose cart line is still in the cart', await rows(`SELECT o.id AS order_id, o.reference, c.id AS cart_item_id FROM orders o JOIN order_items i ON i.order_id = o.id JOIN cart_items c ON c.id = i.cart_item_id WHERE o.status = ${ORDER_STATUS.PAID}`));
  report(
    'order with more applications than lines',
    await rows(
      `SELECT o.id AS order_id, o.reference, (SELECT COUNT(*) FROM applications a WHERE a.reference LIKE ${concatLike(sequelize, 'o.reference')}) AS applications, (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id) AS line_count
       FROM orders o WHERE (SELECT COUNT(*) FROM applications a WHERE a.reference LIKE ${concatLike(sequelize, 'o.reference')}) > (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id)`,
    ),
  );
  report('application on two order lines', await rows(`SELECT application_id, COUNT(*) AS line_count FROM order_items WHERE application_id IS NOT NULL GROUP BY application_id HAVING COUNT(*) > 1`));
  report('verified slip of a payment that is not Success', await rows(`SELECT s.id, s.payment_id FROM payment_slips s JOIN payments p ON p.id = s.payment_id WHERE s.status = ${SLIP_STATUS.VERIFIED} AND p.status <> ${PAYMENT_STATUS.SUCCESS}`));
  report('payment with two verified slips', await rows(`SELECT payment_id, COUNT(*) AS verified FROM payment_slips WHERE status = ${SLIP_STATUS.VERIFIED} GROUP BY payment_id HAVING COUNT(*) > 1`));
  report(
    'voucher use not its redemptions',
    await rows(`SELECT v.id, v.code, v.amount_used, v.quantity, (SELECT COUNT(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id) AS redemptions FROM vouchers v
       WHERE v.amount_used <> (SELECT COUNT(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id) OR (v.quantity IS NOT NULL AND v.amount_used > v.quantity)`),
  );
  report('redemption whose order carries another voucher', await rows(`SELECT r.id, r.order_id, r.voucher_id, o.voucher_id AS order_voucher FROM voucher_redemptions r JOIN orders o ON o.id = r.order_id WHERE o.voucher_id IS NULL OR o.voucher_id <> r.voucher_id`));
  report('order with two redemptions', await rows(`SELECT order_id, COUNT(*) AS redemptions FROM voucher_redemptions GROUP BY order_id HAVING COUNT(*) > 1`));
  report('settlement settled without a payout (or the reverse)', await rows(`SELECT id, is_settled, payout_id FROM settlements WHERE (is_settled = 1) <> (payout_id IS NOT NULL)`));
  report('payout paying no settlement', await rows(`SELECT p.id FROM payouts p WHERE NOT EXISTS (SELECT 1 FROM settlements s WHERE s.payout_id = p.id)`));
  report(
    'payout amount not the sum of its settlements',
    await rows(`SELECT p.id, p.amount, (SELECT SUM(s.net_total) FROM settlements s WHERE s.payout_id = p.id) AS settled FROM payouts p
       WHERE p.amount <> (SELECT SUM(s.net_total) FROM settlements s WHERE s.payout_id = p.id)`),
  );
  return problems;
}

/** `<column> || '-%'` in the dialect's words (an application's reference is `{order reference}-{n}`). */
function concatLike(sequelize: Sequelize, column: string): string {
  return sequelize.getDialect() === 'sqlite' ? `${column} || '-%'` : `CONCAT(${column}, '-%')`;
}
