import type { Sequelize } from 'sequelize';
import { associateToken, initTokenModel, SingleUseToken } from './single-use-token';

/** `password_resets` — password reset tokens sent by forgot-password (a SingleUseToken). */
export class PasswordReset extends SingleUseToken<PasswordReset> {
  static initModel(sequelize: Sequelize) {
    return initTokenModel(PasswordReset, sequelize, 'password_resets');
  }

  static associate() {
    associateToken(PasswordReset);
  }
}
