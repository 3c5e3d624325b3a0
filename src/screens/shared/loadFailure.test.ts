import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { FILTER_FAILED, LIST_FAILED, loadFailureMessage, needsToast } from './loadFailure';

const refusal = (code: number, errors?: Record<string, string[]>) =>
  new ApiError({ status: false, msg: 'Too Many Requests', message: 'Too Many Requests', code, errors });

describe('a failed load', () => {
  it("reads as the spec's text unless the server named a field", () => {
    expect(loadFailureMessage(refusal(429))).toBe(LIST_FAILED);
    expect(loadFailureMessage(refusal(429), FILTER_FAILED)).toBe('Request failed please login again');
    expect(loadFailureMessage(refusal(422, { to_date: ['Date must be DD-MM-YYYY'] }))).toBe(
      'Date must be DD-MM-YYYY',
    );
    expect(loadFailureMessage(new Error('boom'))).toBe(LIST_FAILED);
  });

  it('leaves expired sign-ins and server failures to the app-wide messages', () => {
    expect(needsToast(refusal(401))).toBe(false);
    expect(needsToast(refusal(0))).toBe(false);
    expect(needsToast(refusal(502))).toBe(false);
    expect(needsToast(refusal(429))).toBe(true);
    expect(needsToast(new Error('boom'))).toBe(true);
  });
});
