import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../src/api/contract';
import { errorCode, errorStatus } from '../errors';
import { ApiError } from '../services/errors';

export const SERVER_ERROR_MESSAGE = 'Something Went Wrong Please Try Again....';

export function errorBody(message: string, errors?: Record<string, string[]>): ErrorResponse {
  return errors ? { status: false, message, msg: message, errors } : { status: false, message, msg: message };
}

const labels: Record<string, string> = {
  mpin: 'Security Pin',
  spassword: 'Security Pin',
  otp: 'OTP',
  newpassword: 'New password',
  temp_token: 'Sign-in token',
  is_checked: 'Terms acceptance',
  transfer_amount: 'Amount',
  account_type: 'Account type',
  withdrawal_address: 'Withdrawal address',
  payment_method_id: 'Payment method',
};
/** Money travels as a decimal string; anything else in an amount field is not an amount the member typed. */
const AMOUNT_FIELDS = new Set(['amount', 'transfer_amount']);
const INVALID_AMOUNT = 'Please enter a valid amount';
const label = (field: string) =>
  Object.hasOwn(labels, field) ? labels[field]! : field.charAt(0).toUpperCase() + field.slice(1);

function isAbsent(input: unknown, path: string): boolean {
  let value: unknown = input;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return true;
    value = Reflect.get(value, key);
  }
  return value === undefined;
}

type Issue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/** A message the schema chose, rather than zod's generic wording. */
const customMessage = (issue: Issue) =>
  issue.message && !/^(Invalid (input|option)|Too (big|small)):?/.test(issue.message)
    ? issue.message
    : undefined;
/** Messages written for an absent field ('This Field Is Required.', 'Position is Required'). */
const isRequiredMessage = (message: string) => /\bRequired\.?$/i.test(message);

function issueMessages(
  issues: Issue[],
  context: string | undefined,
  input: unknown,
): Record<string, string[]> {
  // A Map, because field names come from the client and may be 'constructor' or 'valueOf'.
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    errors.set(field, [...(errors.get(field) ?? []), message]);
  };
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      const { keys } = issue.params;
      for (const key of Array.isArray(keys) ? keys : []) add(String(key), `Unknown field '${key}'`);
      continue;
    }
    if (field === '') {
      add(
        context ?? 'body',
        `The request ${context === 'body' || !context ? 'body' : context} must be a JSON object`,
      );
      continue;
    }
    if (isAbsent(input, field)) {
      add(field, customMessage(issue) ?? `${label(field)} is Required`);
      continue;
    }
    if (issue.keyword === 'invalid_value' && Array.isArray(issue.params.values)) {
      // A message written for the field being absent would mislead about a value that is merely unknown.
      const custom = customMessage(issue);
      add(
        field,
        custom && !isRequiredMessage(custom)
          ? custom
          : `${label(field)} must be one of ${issue.params.values.join(', ')}`,
      );
      continue;
    }
    if (issue.keyword === 'invalid_type' && typeof issue.params.expected === 'string') {
      const custom = customMessage(issue);
      add(
        field,
        custom && !isRequiredMessage(custom)
          ? custom
          : AMOUNT_FIELDS.has(field)
            ? INVALID_AMOUNT
            : `${label(field)} must be a ${issue.params.expected}`,
      );
      continue;
    }
    if (
      (issue.keyword === 'too_big' || issue.keyword === 'too_small') &&
      issue.params.origin === 'string' &&
      !customMessage(issue)
    ) {
      const big = issue.keyword === 'too_big';
      const limit = big ? issue.params.maximum : issue.params.minimum;
      add(field, `${label(field)} must be at ${big ? 'most' : 'least'} ${String(limit)} characters`);
      continue;
    }
    add(field, issue.message || `${label(field)} is invalid`);
  }
  return Object.fromEntries(errors);
}

const parserMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its length'],
};

/** Every refusal, whatever raised it, leaves in the contract's error shape and never leaks internals. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    const body = errorBody(error.message, error.errors);
    if (error.retryAfter === undefined) return reply.code(error.statusCode).send(body);
    return reply
      .code(error.statusCode)
      .header('retry-after', String(error.retryAfter))
      .send({ ...body, retry_after: error.retryAfter });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    const input =
      context === 'params' ? request.params : context === 'querystring' ? request.query : request.body;
    const errors = issueMessages(error.validation, context, input);
    const first = Object.values(errors)[0]?.[0] ?? 'The request is invalid';
    return reply.code(422).send(errorBody(first, errors));
  }
  const code = errorCode(error);
  const known = code ? parserMessages[code] : undefined;
  if (known) return reply.code(known[0]).send(errorBody(known[1]));
  if (error instanceof SyntaxError)
    return reply.code(400).send(errorBody('The request body is not valid JSON'));
  const status = errorStatus(error);
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send(errorBody(error.message || 'The request was refused'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(SERVER_ERROR_MESSAGE));
}
