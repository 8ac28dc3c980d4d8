/**
 * The one error type of the domain. Callers map `status` to an HTTP answer and translate
 * `messageKey` (a key of the `messages` namespace of the i18n catalogue) for the reader.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    code: ErrorCode,
    messageKey: string,
    options: { params?: Record<string, string | number>; fieldErrors?: Record<string, string[]>; cause?: unknown } = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
