import { describe, expect, it } from 'vitest';
import { IP_TYPE } from '../../constants/index';
import { IpRecord } from '../../models/ip-record';
import { PortfolioImport } from '../../models/portfolio-import';
import { User } from '../../models/user';
import { getSequelize } from '../../db/database';
import { buildAgent, buildApplication, buildCustomer, caught, countryId, useTestWorld } from '../../testing/index';
import { listCustomerIpRecords, openCustomerIpRecord } from '../ip-records/index';
import { confirmImport } from './confirm-import';
import { previewImport } from './preview-import';
import { readImportPreview } from './read-import-preview';
import { IMPORT_MAX_ROWS } from './shared';
import { csvOf, patentRow, trademarkRow, xlsxOf, type FileRow } from './test-files';

useTestWorld();
const TODAY = '2026-11-30';
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });
const ownRecords = (user: User) => IpRecord.count({ where: { user_id: user.id } });
const E = (name: string) => `ip-records:import.errors.${name}`;

async function preview(user: User, rows: FileRow[], name = 'portfolio.csv', buffer?: Buffer) {
  const created = await previewImport({ actor: actorOf(user), file: { name, buffer: buffer ?? csvOf(rows) } }, { today: TODAY });
  return { created, page: await readImportPreview({ actor: actorOf(user), token: created.token }) };
}

describe('portfolio import: preview (issue 18)', () => {
  it('checks every row with the renewal form’s rules and writes nothing', async () => {
    const owner = await buildCustomer();
    const rows: FileRow[] = [
      trademarkRow(1),
      patentRow(2, { country: '中国', grant_date: '', filing_date: '15/01/2019', latest_year_granted: '6th_year_granted' }),
      trademarkRow(3, { country: 'Thailand', no_of_goods: '4' }),
      trademarkRow(4, { filing_no: '', application_name: '', expiry_date: '2030-02-30', multiclass_no: '46', multiclass_name: '' }),
      trademarkRow(5, { country: 'Atlantis' }),
      trademarkRow(6, { country: 'TH' }),
      trademarkRow(7, { type: 'Design' }),
      patentRow(8, { application_no: '', grant_date: '2001-01-01', latest_year_granted: '21' }),
      patentRow(9, { grant_date: '2020-01-01', filing_date: '2021-01-01' }),
      trademarkRow(10, { application_name: '=HYPERLINK("http://evil","x")', multiclass_name: '@SUM(A1)', filing_no: '-TM10', expiry_date: '\t2030-01-01' }),
      trademarkRow(11, { multiclass_name: 'x'.repeat(2001) }),
      trademarkRow(12, { type: 'Cap Dagangan', country: 'Malaysia', multiclass_no: '+3', expiry_date: '1.2.2031' }),
    ];
    const { created, page } = await preview(owner, rows);
    expect(created.summary).toEqual({ total: 12, valid: 4, errors: 8, duplicates: 0 });
    expect(await ownRecords(owner)).toBe(0);
    const byLine = new Map(page.rows.map((row) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({ status: 'valid', type: 'trademark', errors: {} });
    expect(byLine.get(3)).toMatchObject({ status: 'valid', type: 'patent' });
    expect(byLine.get(4)).toMatchObject({ status: 'valid' });
    expect(byLine.get(5)!.errors).toEqual({
      filing_no: ['orders:cart.validation.filing_no_required'],
      application_name: ['orders:cart.validation.application_name_required'],
      expiry_date: ['pricing:validation.date_invalid'],
      multiclass_no: ['pricing:validation.multiclass_no_range'],
      multiclass_name: ['orders:cart.validation.multiclass_name_required'],
    });
    expect(byLine.get(6)!.errors).toEqual({ country: [E('country_unknown')] });
    expect(byLine.get(7)!.errors).toEqual({ no_of_goods: ['pricing:validation.no_of_goods_required'] });
    expect(byLine.get(8)!.errors).toEqual({ type: [E('type_unknown')] });
    expect(byLine.get(9)!.errors).toEqual({
      application_no: ['orders:cart.validation.application_no_required'],
      grant_date: ['pricing:validation.grant_date_window'],
      latest_year_granted: [E('latest_year_invalid')],
    });
    expect(byLine.get(10)!.errors).toEqual({ filing_date: ['pricing:validation.filing_date_after_grant'] });
    expect(byLine.get(11)!.errors).toEqual({ application_name: [E('formula')], multiclass_name: [E('formula')], filing_no: [E('formula')], expiry_date: [E('formula')] });
    expect(byLine.get(12)!.errors).toEqual({ multiclass_name: ['orders:cart.validation.too_long'] });
    expect(byLine.get(13)).toMatchObject({ status: 'valid', type: 'trademark' });
    expect(page).toMatchObject({ status: 'preview', file_name: 'portfolio.csv', hidden: 0, can_confirm: true, created_count: null });
  });

  it('marks duplicates of the customer’s own records and of earlier rows, and refuses another customer’s numbers without saying whose', async () => {
    const owner = await buildCustomer();
    const other = await buildCustomer();
    await buildApplication({ user: owner, ip: { filing_no: 'TM-OWN-1' } });
    await buildApplication({ user: other, ip: { filing_no: 'TM-THEIRS-1' } });
    await buildApplication({ user: other, type: IP_TYPE.PATENT, country: 'SG', ip: { application_no: 'SG-THEIRS', grant_no: 'SG-G-THEIRS' } });
    // The same number as the customer's own record and another customer's: a duplicate (the own record decides).
    await buildApplication({ user: owner, ip: { filing_no: 'TM-BOTH-1' } });
    await buildApplication({ user: other, ip: { filing_no: 'TM-BOTH-1' } });
    // Another customer's number in another country is no conflict.
    await buildApplication({ user: other, country: 'SG', ip: { filing_no: 'TM-ELSEWHERE' } });
    const { page } = await preview(owner, [
      trademarkRow(1, { filing_no: ' tm-own-1 ' }),
      trademarkRow(2, { filing_no: 'TM-THEIRS-1' }),
      trademarkRow(3, { filing_no: 'TM-NEW' }),
      trademarkRow(4, { filing_no: 'tm-new' }),
      patentRow(5, { application_no: 'sg-theirs' }),
      trademarkRow(6, { filing_no: 'TM-ELSEWHERE' }),
      trademarkRow(7, { filing_no: 'TM-BOTH-1' }),
    ]);
    expect(page.summary).toEqual({ total: 7, valid: 2, errors: 2, duplicates: 3 });
    expect(page.rows.find((row) => row.line === 8)).toMatchObject({ status: 'duplicate', duplicate: { of: 'record' }, errors: { filing_no: ['orders:cart.duplicate.filing_no'] } });
    const byLine = new Map(page.rows.map((row) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({ status: 'duplicate', duplicate: { of: 'record' }, errors: { filing_no: ['orders:cart.duplicate.filing_no'] } });
    expect(byLine.get(3)).toMatchObject({ status: 'error', duplicate: null, errors: { filing_no: ['orders:cart.duplicate.unavailable'] } });
    expect(byLine.get(4)).toMatchObject({ status: 'valid' });
    expect(byLine.get(5)).toMatchObject({ status: 'duplicate', duplicate: { of: 'row', line: 4 } });
    expect(byLine.get(6)).toMatchObject({ status: 'error', errors: { application_no: ['orders:cart.duplicate.unavailable'] } });
    expect(byLine.get(7)).toMatchObject({ status: 'valid' });
    // G-69: nothing of the other customer's record reaches the preview.
    expect(JSON.stringify(page)).not.toMatch(new RegExp(`"user_id"|${other.email}`));
  });

  it('keeps the preview to its owner, expires it and replaces an earlier unconfirmed one', async () => {
    const owner = await buildCustomer();
    const first = await preview(owner, [trademarkRow(1)]);
    const second = await preview(owner, [trademarkRow(2)]);
    expect((await caught(readImportPreview({ actor: actorOf(owner), token: first.created.token }))).status).toBe(404);
    const stranger = await buildCustomer();
    expect((await caught(readImportPreview({ actor: actorOf(stranger), token: second.created.token }))).status).toBe(404);
    expect((await caught(confirmImport({ actor: actorOf(stranger), token: second.created.token }))).status).toBe(404);
    expect((await caught(readImportPreview({ actor: actorOf(owner), token: 'nope' }))).status).toBe(404);
    await PortfolioImport.update({ expires_at: new Date(Date.now() - 1000) }, { where: { token: second.created.token } });
    expect((await caught(confirmImport({ actor: actorOf(owner), token: second.created.token }))).status).toBe(404);
    expect(await ownRecords(owner)).toBe(0);
    const agent = await buildAgent();
    expect((await caught(previewImport({ actor: actorOf(agent), file: { name: 'a.csv', buffer: csvOf([trademarkRow(1)]) } }))).status).toBe(403);
  });

  it('refuses a bad file with its message and keeps nothing', async () => {
    const owner = await buildCustomer();
    const error = await caught(previewImport({ actor: actorOf(owner), file: { name: 'a.xlsm', buffer: await xlsxOf([trademarkRow(1)]) } }));
    expect(error).toMatchObject({ status: 415, messageKey: E('macro') });
    expect(await PortfolioImport.count({ where: { user_id: owner.id } })).toBe(0);
  });
});

describe('portfolio import: confirm (issue 18)', () => {
  it('creates every valid row as an active record in one transaction, once', async () => {
    const owner = await buildCustomer();
    const rows = [trademarkRow(101), patentRow(102), trademarkRow(103, { filing_no: '' }), trademarkRow(104, { country: 'TH', no_of_goods: '0' })];
    const { created } = await preview(owner, rows, 'portfolio.xlsx', await xlsxOf(rows));
    expect(created.summary).toMatchObject({ valid: 3, errors: 1 });
    expect(await ownRecords(owner)).toBe(0);
    const done = await confirmImport({ actor: actorOf(owner), token: created.token }, { today: TODAY });
    expect(done).toEqual({ created: 3, skipped: 0, already_confirmed: false, message: 'ip-records:import.confirmed' });
    const records = await IpRecord.findAll({ where: { user_id: owner.id }, order: [['id', 'ASC']] });
    expect(records.map((r) => [r.type_id, r.filing_no, r.application_no, r.status, r.model_type])).toEqual([
      [1, 'TM2024000101', null, 1, 'ip'],
      [2, null, 'SG-APP-102', 1, 'ip'],
      [1, 'TM2024000104', null, 1, 'ip'],
    ]);
    expect(records[0]).toMatchObject({ country_id: await countryId('MY'), application_name: 'Kopi Senja 101 Sdn. Bhd.', expiry_date: '2030-06-15', multiclass_no: 2, multiclass_name: 'Class 30, Class 43' });
    expect(records[1]).toMatchObject({ country_id: await countryId('SG'), grant_no: 'SG-GR-102', grant_date: '2020-03-01', filing_date: '2018-01-10', latest_application_year_granted: '5th_year_granted' });
    // A second confirm of the same token creates nothing.
    expect(await confirmImport({ actor: actorOf(owner), token: created.token }, { today: TODAY })).toMatchObject({ created: 0, already_confirmed: true });
    expect(await ownRecords(owner)).toBe(3);
    expect(await readImportPreview({ actor: actorOf(owner), token: created.token })).toMatchObject({ status: 'confirmed', created_count: 3, can_confirm: false });
    // The imported records show as Active on the dashboard list (no application: never POR-21's error row).
    const list = await listCustomerIpRecords({ actor: actorOf(owner), query: {} } as never);
    expect(list.rows.map((row: { display_status: unknown }) => row.display_status)).toEqual([{ kind: 'active' }, { kind: 'active' }, { kind: 'active' }]);
    const detail = await openCustomerIpRecord({ actor: actorOf(owner), type: 'ip', id: records[1]!.id });
    expect(detail.display_status).toEqual({ kind: 'active' });
  });

  it('checks again at confirm: a row that became a duplicate is skipped, and a failure writes nothing', async () => {
    const owner = await buildCustomer();
    const { created } = await preview(owner, [trademarkRow(201), trademarkRow(202)]);
    await buildApplication({ user: owner, ip: { filing_no: 'TM2024000202' } });
    expect(await confirmImport({ actor: actorOf(owner), token: created.token }, { today: TODAY })).toMatchObject({ created: 1, skipped: 1 });

    const again = await preview(owner, [trademarkRow(207), trademarkRow(208)]);
    const before = await IpRecord.count();
    // The second insert fails inside the transaction: the claim and the first rows roll back with it.
    const sequelize = getSequelize();
    const error = await caught(
      sequelize.transaction(async (transaction) => {
        await confirmImport({ actor: actorOf(owner), token: again.created.token }, { transaction, today: TODAY });
        throw new (await import('../../errors/index')).AppError('CONFLICT', 'test.rollback');
      }),
    );
    expect(error.messageKey).toBe('test.rollback');
    expect(await IpRecord.count()).toBe(before);
    expect(await confirmImport({ actor: actorOf(owner), token: again.created.token }, { today: TODAY })).toMatchObject({ created: 2, already_confirmed: false });
  });

  it(`imports ${IMPORT_MAX_ROWS} rows`, async () => {
    const owner = await buildCustomer();
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => (i % 2 ? patentRow(10_000 + i) : trademarkRow(10_000 + i)));
    const buffer = await xlsxOf(rows);
    const started = Date.now();
    const { created, page } = await preview(owner, rows, 'big.xlsx', buffer);
    expect(created.summary).toEqual({ total: IMPORT_MAX_ROWS, valid: IMPORT_MAX_ROWS, errors: 0, duplicates: 0 });
    expect(page.rows).toHaveLength(100);
    expect(page.hidden).toBe(IMPORT_MAX_ROWS - 100);
    expect(await confirmImport({ actor: actorOf(owner), token: created.token }, { today: TODAY })).toMatchObject({ created: IMPORT_MAX_ROWS });
    expect(await ownRecords(owner)).toBe(IMPORT_MAX_ROWS);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
