import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreens, screensOf, type LazyScreen } from './lazyScreen';
import { MENU } from '../access/menu';
import customers from '../customers';
import agents from '../agents';
import accountants from '../accountants';
import preregisteredAgents from '../preregistered-agents';
import deliveries from '../deliveries';
import products from '../products';
import vouchers from '../vouchers';
import news from '../news';
import emails from '../emails';
import payments from '../payments';
import orders from '../orders';
import invoices from '../invoices';
import applications from '../applications';
import searches from '../searches';
import ipRecords, { patents, trademarks } from '../ip-records';
import exportsResource from '../exports';
import ratings from '../ratings';
import auditLogs from '../audit-logs';
import auditMails from '../audit-mails';
import reportedIssues from '../reported-issues';
import jobs from '../jobs';
import * as settlements from '../settlements';
import '../App'; // the custom pages (dashboard, profile, configuration, …)

const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof component === 'function' && typeof (component as Partial<LazyScreen>).preload === 'function';

const RESOURCES = [customers, agents, accountants, preregisteredAgents, deliveries, products, vouchers, news, emails, payments, orders, invoices, applications, searches, ipRecords, patents, trademarks, exportsResource, ratings, auditLogs, auditMails, reportedIssues, jobs];
const screensOfResource = (resource: object) =>
  (['list', 'show', 'edit', 'create'] as const).map((k) => (resource as Record<string, unknown>)[k]).filter(Boolean);

/** A screen module made here: `loads` counts the dynamic imports. */
function fakeScreen(text: string, group: string | string[]) {
  const module = { Screen: ((props: { who: string }) => createElement('p', null, `${text} ${props.who}`)) as ComponentType<{ who: string }> };
  const load = vi.fn(() => Promise.resolve(module));
  return { screen: lazyScreen(load, 'Screen', group), load };
}

/** Server-renders the screen; renderToString throws if it suspends outside a Suspense boundary. */
const render = (screen: LazyScreen<{ who: string }>) => renderToString(createElement(screen, { who: 'Aisyah' }));

describe('console screens load when opened (issue 17, ADR 070)', () => {
  it.each(RESOURCES.map((r) => [r.name, r] as const))('every screen of %s is lazy', (_name, resource) => {
    const screens = screensOfResource(resource);
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) expect(isLazyScreen(screen)).toBe(true);
  });

  it('the settlement pages are lazy too', () => {
    const pages = Object.values(settlements);
    expect(pages.length).toBe(7);
    for (const page of pages) expect(isLazyScreen(page)).toBe(true);
  });

  it.each(RESOURCES.filter((r) => ![ipRecords, patents, trademarks].includes(r)).map((r) => [r.name, r] as const))(
    "the %s list loads with its resource's other screens",
    (name, resource) => {
      expect(new Set(screensOf(name))).toEqual(new Set(screensOfResource(resource)));
    },
  );

  it("an IP record's detail and edit load with either list", () => {
    for (const list of ['trademarks', 'patents']) expect(screensOf(list)).toEqual(expect.arrayContaining([ipRecords.show, ipRecords.edit]));
  });

  it('a settlement list loads with the detail its rows open', () => {
    expect(screensOf('settlements-pending-paypal')).toEqual([settlements.PendingPaypalPage, settlements.PendingPaypalShow]);
    expect(screensOf('settlement-history')).toEqual([settlements.SettlementHistoryPage, settlements.SettlementShow]);
    expect(screensOf('settlement-summary')).toEqual([settlements.SettlementShow, settlements.SettlementSummaryPage]);
  });

  it('every menu entry has screens to preload when it is pointed at', () => {
    for (const entry of MENU) expect(screensOf(entry.target).length, entry.target).toBeGreaterThan(0);
  });

  it('a screen not loaded yet suspends; once loaded it renders at once, without suspending', async () => {
    const { screen, load } = fakeScreen('hello', 'test-render');
    expect(screen.loaded()).toBeUndefined();
    // Not loaded: it suspends in its own boundary (react-admin's Loading), so the screen it replaces unmounts at once.
    const suspended = render(screen);
    expect(suspended).toContain('<!--$!-->');
    expect(suspended).not.toContain('hello');
    await screen.preload();
    // Loaded: the component itself, no boundary, nothing suspended.
    expect(render(screen)).toBe('<p>hello Aisyah</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("opening a screen starts loading its group's other screens, each once", async () => {
    const list = fakeScreen('list', 'test-siblings');
    const show = fakeScreen('show', 'test-siblings');
    const edit = fakeScreen('edit', ['test-siblings', 'test-other']);
    const stranger = fakeScreen('stranger', 'test-stranger');
    expect(render(list.screen)).toContain('<!--$!-->'); // the list is opened before anything loaded
    expect(show.load).toHaveBeenCalledTimes(1);
    expect(edit.load).toHaveBeenCalledTimes(1);
    expect(stranger.load).not.toHaveBeenCalled();
    await preloadScreens('test-siblings');
    expect(render(show.screen)).toBe('<p>show Aisyah</p>');
    expect(render(edit.screen)).toBe('<p>edit Aisyah</p>');
    expect([list.load, show.load, edit.load].map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('a screen whose chunk failed to load loads again when opened again', async () => {
    const module = { Screen: () => createElement('p', null, 'back') };
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(module);
    const screen = lazyScreen(load, 'Screen', 'test-retry');
    expect(renderToString(createElement(screen))).toContain('<!--$!-->'); // opened: the load starts and fails
    await expect(screen.preload()).rejects.toThrow('chunk failed');
    expect(renderToString(createElement(screen))).toContain('<!--$!-->'); // opened again: loading again, not the old failure
    expect(load).toHaveBeenCalledTimes(2);
    await preloadScreens('test-retry');
    expect(renderToString(createElement(screen))).toBe('<p>back</p>');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
