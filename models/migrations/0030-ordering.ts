import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0030 — ordering (issue 5, G-33): a search or trademark-application request travels through the cart
 * like a renewal line, so cart_items and order_items carry its payload (`request`: description,
 * logo path, classifications, partners, is_english_only; the applicant is application_name and the
 * address is `address`). order_items.cart_item_id remembers the cart line an order was made from, so
 * that paying (or choosing pay later) removes exactly those lines from the cart and leaves the others
 * as drafts (ORD-27).
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addColumn('cart_items', 'request', { type: DataTypes.JSON, allowNull: true });
    await qi.addColumn('order_items', 'request', { type: DataTypes.JSON, allowNull: true });
    await qi.addColumn('order_items', 'cart_item_id', { type: DataTypes.INTEGER, allowNull: true });
    await qi.addIndex('order_items', ['cart_item_id'], { name: 'order_items_cart_item_id_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('order_items', 'order_items_cart_item_id_idx');
    await qi.removeColumn('order_items', 'cart_item_id');
    await qi.removeColumn('order_items', 'request');
    await qi.removeColumn('cart_items', 'request');
  },
};
