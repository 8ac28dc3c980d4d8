/**
 * The domain kernel (issue 12 §1, ADR 025, CODE_STYLE.md): what every operation shares — who acts
 * and what they may do, the options, one transaction and one after-commit idiom, refused input and
 * unexpected failures, the audit row, money, dates, lists, LIKE and the name search. Operations import these from
 * here; a second definition anywhere is a defect.
 */
export { assertAllowed, assertRole, assertSystemActor, isSystemActor, SYSTEM, type Actor, type SystemActor } from './actor';
export { afterCommit, afterCommitLogged, inTransaction, runLogged, type OperationOptions } from './transaction';
export { fieldErrorsOf, orFail, parseInput, validationError, type FieldErrors } from './errors';
export { diff, snapshot, writeAudit } from './audit';
export { containsPattern, idStartsWith, iso, likeAny, startsWithAny, toMoney, userEmailStartsWith, type ListResult } from './values';
export { codeStartsWith, nameMatches, NAME_SEARCH_COLUMNS, PROBE_MAX_TERMS, searchWords, type NameSearchReach, type NameSearchTable } from './name-search';
export { NAME_CHANGES, probeTerms, type ProbeTerms } from './probe-terms';
export { appLink } from './links';
export { forEachBatchById, pageWindow, stableOrder } from './paging';
export { keysetBatch, keysetIndex, type KeysetBatch, type KeysetCursor, type KeysetOrder } from './keyset';
export { klDay, klDayEnd, klDayOf, klDayStart, klMonthStartDay } from './kl-days';
export { crashPoint, CRASH_POINTS, type CrashPoint } from './crash-point';
