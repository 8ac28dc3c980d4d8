import type { NamedSeed } from '../../src/db/seeder';
import { demoUsersSeed } from './0001-demo-users';
import { demoPortfolioSeed } from './0002-demo-portfolio';
import { demoCommerceSeed } from './0003-demo-commerce';
import { demoWorkSeed } from './0004-demo-work';
import { demoContentSeed } from './0005-demo-content';

/**
 * Demo seeds (development only), in order. Append only; each one idempotent.
 *
 * Accounts (password Demo1234): superadmin@, admin@, agent@ (Penang agent), agent2@ (Singapore
 * agent, paid via PayPal), accountant@, customer@ (Malaysian individual, whitelisted for bypass),
 * company@ (Singapore company), customer2@ (Malaysian individual) — all @example.com.
 * Files are written under STORAGE_DIR/demo/ (never overwritten).
 */
export const demoSeeds: NamedSeed[] = [
  { name: '0001-demo-users', module: demoUsersSeed },
  { name: '0002-demo-portfolio', module: demoPortfolioSeed },
  { name: '0003-demo-commerce', module: demoCommerceSeed },
  { name: '0004-demo-work', module: demoWorkSeed },
  { name: '0005-demo-content', module: demoContentSeed },
];
