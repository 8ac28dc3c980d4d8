import { randomInt } from 'node:crypto';
import { REPORT_STATUS, ROLE } from '../../constants/index';
import { assertRole, type Actor } from '../kernel/index';
import { REFERENCE_ALPHABET } from '../orders/shared';

/**
 * The customer's reports (POR-52..54, G-38, G-39, ADR 043): the spec's messages, the statuses and
 * the reference format. Staff replies and the Pending ⇄ Solved toggle are the console's (ADM.k).
 */
export const REPORT_SENT = 'reports:success';
export const REPORT_FAIL = 'reports:fail';
export const REPORT_LIST_FAIL = 'reports:list.fail';
export const REPORT_FILE_FAIL = 'reports:file.fail';

export const reportStatusName = (statusId: number): 'Pending' | 'Solved' => (Number(statusId) === REPORT_STATUS.SOLVED ? 'Solved' : 'Pending');

/** G-38: `RPT` + 8 upper-case alphanumerics of the order reference's alphabet (no 0/O/1/I, so it can be read out and typed). */
export function newReportRefCode(): string {
  let out = 'RPT';
  for (let i = 0; i < 8; i += 1) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** ACL-23: the feedback form and the own list are the members'. */
export function assertReporter(actor: Actor | null | undefined, messageKey: string): asserts actor is Actor {
  assertRole(actor, [ROLE.MEMBER], messageKey);
}

/** The storage key of a proof: its own folder per report, a random name, never overwritten. */
export const reportFileKey = (reportId: number, name: string, type: string): string => `reports/${reportId}/${name}.${type}`;
