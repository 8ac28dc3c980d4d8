import type { Sequelize } from 'sequelize';
import { associateToken, initTokenModel, SingleUseToken } from './single-use-token';

/** `verification_tokens` — e-mail verification tokens sent on registration and on resend (a SingleUseToken). */
export class VerificationToken extends SingleUseToken<VerificationToken> {
  static initModel(sequelize: Sequelize) {
    return initTokenModel(VerificationToken, sequelize, 'verification_tokens');
  }

  static associate() {
    associateToken(VerificationToken);
  }
}
