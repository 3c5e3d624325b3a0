import { fromPromise } from 'xstate';
import type { OkResponse, ResendOtpBody } from '../../api/contract';
import type { ApiResult } from '../../api/errors';
import { otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';

/** A request for a fresh e-mailed code, as the resend countdown sends it. */
export type OtpCall = { body: ResendOtpBody; token: string | null };

/** The real resend countdown, whose requests for a code are recorded and answered as sent. */
export const recordingOtpCooldown = (record: (call: OtpCall) => void, message = 'Code sent') =>
  otpCooldownMachine.provide({
    actors: {
      sendOtp: fromPromise(async ({ input }: { input: OtpCall }): Promise<ApiResult<OkResponse>> => {
        record(input);
        return { status: true, message, msg: message };
      }),
    },
  });
