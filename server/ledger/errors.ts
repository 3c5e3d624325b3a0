import { ApiError, causesOf, errorCode, errorText } from '../errors';

/** A leg would take a member account below zero; nothing of the transfer was written. */
export class InsufficientFunds extends ApiError {
  constructor(readonly accountId: number) {
    super(422, 'Insufficient Balance');
    this.name = 'InsufficientFunds';
  }
}

/** The hold named by `holdRef` was already paid out or released. */
export class HoldAlreadyResolved extends ApiError {
  constructor(readonly holdRef: string) {
    super(409, 'This hold was already resolved');
    this.name = 'HoldAlreadyResolved';
  }
}

export class AlreadyReversed extends ApiError {
  constructor(readonly transferId: number) {
    super(409, 'This transfer was already reversed');
    this.name = 'AlreadyReversed';
  }
}

/** A programming error: the legs handed to postTransfer cannot make a valid transfer. */
export class InvalidTransfer extends Error {
  override name = 'InvalidTransfer';
}

/** The unique constraint a failed statement hit, looking through the ORM's wrapping of driver errors. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (const e of causesOf(error, 5)) {
    if (errorCode(e) === '23505') {
      return (
        errorText(e, 'constraint') ?? /constraint "([^"]+)"/.exec(errorText(e, 'message') ?? '')?.[1] ?? ''
      );
    }
  }
  return null;
}
