import type { ContentKind } from '../shared/contracts/requests';
import { type ErrorCode, errorStatus } from '../shared/errors';
import { messages } from '../shared/messages';

/** The one error class services throw; the error handler turns it into the wire shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  /** Where the answer is instead (MOVED), sent as the `Location` header. */
  readonly location?: string;

  constructor(
    code: ErrorCode,
    options: {
      userMessage: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      location?: string;
      /** What went wrong underneath, for the log (never sent). */
      cause?: unknown;
    },
  ) {
    super(options.userMessage, { cause: options.cause });
    this.code = code;
    this.status = errorStatus[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.location = options.location;
  }
}

/** A request or vent that does not exist (or no longer does), in the words of its kind. */
export function itemNotFound(kind: ContentKind): AppError {
  return new AppError('NOT_FOUND', {
    userMessage: kind === 'vents' ? messages.ventNotFoundText : messages.requestNotFoundText,
  });
}

export function buildNotFound(): AppError {
  return new AppError('NOT_FOUND', { userMessage: messages.buildNotFound });
}
