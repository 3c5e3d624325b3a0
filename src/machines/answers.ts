import { firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../api/errors';

/**
 * Reading the answer of an invoked request from its done event, for machines whose requests resolve with the
 * spec's answer shape (`status`, `msg`/`message`, `errors`) and whose error event carries none.
 */
type Answer = { status: unknown; msg?: unknown; message?: unknown; errors?: Record<string, string[]> };

/** What an invoked actor's done event carries; undefined for an event that carries nothing (its error event). */
export const outputOf = (event: unknown): unknown =>
  typeof event === 'object' && event !== null && 'output' in event ? event.output : undefined;

/** The client gives every answer, success or refusal, a `status`; a check of a picture answers with text. */
const isAnswer = (output: unknown): output is Answer =>
  typeof output === 'object' && output !== null && 'status' in output;

export const answerOf = (event: unknown): Answer | undefined => {
  const output = outputOf(event);
  return isAnswer(output) ? output : undefined;
};

export const isAcceptedAnswer = (event: unknown): boolean => {
  const answer = answerOf(event);
  return answer !== undefined && isOk(answer);
};

/** The spec's message for a refusal; the apology when no answer came at all. */
export const refusalOf = (event: unknown): string => {
  const answer = answerOf(event);
  return answer ? firstErrorMessage(answer) : SOMETHING_WENT_WRONG;
};

/** A `notifySuccess` action toasting the server's message, or `fallback` when it sent none. */
export const notifyAnswer = (fallback: string) =>
  ({
    type: 'notifySuccess',
    params: ({ event }: { event: unknown }) => ({ message: firstErrorMessage(answerOf(event), fallback) }),
  }) as const;

/** A `notifyError` action toasting the refusal. */
export const notifyRefusal = {
  type: 'notifyError',
  params: ({ event }: { event: unknown }) => ({ message: refusalOf(event) }),
} as const;
