import { AppError } from '../../errors/index';
import { Country } from '../../models/country';
import { IP_TYPE } from '../../constants/index';
import { type IpRecordRowJson, updateIpRecordSchema } from '../../schemas/ip-records';
import { type Actor, assertAllowed, diff, inTransaction, type OperationOptions, orFail, parseInput, snapshot, validationError, writeAudit } from '../kernel/index';
import { AUDITED_FIELDS, findIpRecord, ipRecordRow, NOT_ALLOWED, READ_FAIL, UPDATE_FAIL } from './shared';

export interface UpdateIpRecordInput {
  actor: Actor;
  id: number;
  /** The whole record as the console sends it (ADM-27); only the editable fields are read. */
  data: Record<string, unknown>;
}

/**
 * ADM-27: staff edit an IP record (PUT with the whole record). Refused input or any failure answers
 * `Fail_To_Update_Record` (with field errors where a field is wrong) and changes nothing; a change
 * writes one audit row with the fields before and after (G-65).
 */
export async function updateIpRecord(input: UpdateIpRecordInput, options: OperationOptions = {}): Promise<{ message: string; record: IpRecordRowJson }> {
  assertAllowed(input.actor, 'ip-records', 'update', NOT_ALLOWED);
  const data = parseInput(updateIpRecordSchema, input.data, UPDATE_FAIL);
  return orFail(UPDATE_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const ip = await findIpRecord(input.id, transaction);
      if (!ip) throw new AppError('NOT_FOUND', READ_FAIL);
      if (data.country_id !== undefined && data.country_id !== ip.country_id && !(await Country.findByPk(data.country_id, { attributes: ['id'], transaction }))) {
        throw validationError(UPDATE_FAIL, { country_id: ['ip-records:validation.country_id_invalid'] });
      }
      const patch: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(data)) if (value !== undefined) patch[key] = value;
      // Patents have no classes; trademarks no annuity year.
      if (ip.type_id === IP_TYPE.PATENT) delete patch.multiclass_no;
      if (ip.type_id === IP_TYPE.TRADEMARK) delete patch.latest_application_year_granted;
      const before = snapshot(ip, AUDITED_FIELDS);
      await ip.update(patch, { transaction });
      const change = diff(before, snapshot(ip, AUDITED_FIELDS));
      if (Object.keys(change.after).length > 0) {
        await writeAudit(input.actor, { action: 'ip.update', targetType: 'ip', targetId: ip.id, ...change }, transaction);
      }
      return { message: 'ip-records:update_success', record: await ipRecordRow(ip, input.actor, transaction) };
    }),
  );
}
