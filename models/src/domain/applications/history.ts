import type { Transaction } from 'sequelize';
import { ApplicationHistory } from '../../models/application-history';
import { markUnreadForOthers, type ReadParty } from './read-markers';

/**
 * What a history entry says in the reader's language (ADR 032): a catalogue key and its values. The
 * `status` value, when there is one, is an application status id the timeline shows by its label.
 */
export interface HistoryText {
  key: string;
  params?: Record<string, string | number>;
}

export interface HistoryOptions {
  file?: string | null;
  /** The catalogue key of the entry; without one the message is free text (typed by a person) shown as written. */
  text?: HistoryText;
  /** Who wrote it: their read marker stays, the other parties' are cleared (AGT-7). Null or absent: the system. */
  by?: ReadParty | null;
}

/**
 * One application_histories row (every status change, step and creation writes one): message (the
 * English text), its catalogue key and values, actor, file (G-02, G-65, ADR 032). The application
 * becomes unread for the other parties.
 */
export async function addHistory(applicationId: number, message: string, userId: number | null, transaction: Transaction, options: HistoryOptions = {}): Promise<void> {
  await ApplicationHistory.create(
    {
      application_id: applicationId,
      message,
      message_key: options.text?.key ?? null,
      message_params: options.text?.params ?? null,
      user_id: userId,
      file: options.file ?? null,
    },
    { transaction },
  );
  await markUnreadForOthers(applicationId, options.by ?? null, transaction);
}
