export interface ForgotPasswordFieldErrors {
  username?: string;
  otp?: string;
  newpassword?: string;
}

/** What the reset form refuses before asking the server. */
export function resetErrors(otp: string, newpassword: string): ForgotPasswordFieldErrors | null {
  const errors: ForgotPasswordFieldErrors = {};
  if (!otp) errors.otp = 'OTP is Required';
  if (!newpassword) errors.newpassword = 'New Password is Required';
  return Object.keys(errors).length ? errors : null;
}
