import { afterEach, describe, expect, it } from 'vitest';
import { crashPoint } from './index';

/**
 * The crash hook is inert outside the crash-safety tests (issue 17): only APP_ENV=test, a NODE_ENV
 * other than production and CRASH_AT naming the very point kill the process. Each case below would
 * kill this test process if the guard were wrong. (That it does kill: crash-safety.test.ts.)
 */
const saved = { APP_ENV: process.env.APP_ENV, NODE_ENV: process.env.NODE_ENV, CRASH_AT: process.env.CRASH_AT };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('crashPoint', () => {
  it.each([
    ['production', undefined, 'checkout:committed'],
    ['development', undefined, 'checkout:committed'],
    ['test', 'production', 'checkout:committed'],
    ['test', 'test', 'payment:order-paid'],
    ['test', 'test', undefined],
  ])('APP_ENV=%s NODE_ENV=%s CRASH_AT=%s: returns without killing at checkout:committed', (appEnv, nodeEnv, crashAt) => {
    process.env.APP_ENV = appEnv;
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    if (crashAt === undefined) delete process.env.CRASH_AT;
    else process.env.CRASH_AT = crashAt;
    expect(crashPoint('checkout:committed')).toBeUndefined();
  });
});
