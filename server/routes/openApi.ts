/**
 * The credentials the OpenAPI document names. A route declares the one it takes in its schema
 * (`security: [{ bearer: [] }]` for a member's session); a route that declares none is public.
 */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A member's session token, from POST login or POST login-as-user: `Authorization: Bearer <token>`.",
  },
  preLogin: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The pre-login token from POST pre-login, which stands for the password step: it can only complete ' +
      "POST login or ask POST resendotp for a login code (`from: 'login'`), and lives 10 minutes.",
  },
  operatorKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Operator-Key',
    description:
      'An operator key (acts as an admin), or an operator session token from POST /api/operator/sign-in, sent as `Authorization: Bearer <token>`; a key is also accepted in this header.',
  },
} as const;
