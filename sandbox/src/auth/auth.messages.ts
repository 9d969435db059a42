/** The server texts of the auth endpoints (docs/contract/auth.md); clients match some of them exactly. */
export const AUTH_MESSAGES = {
  unknownUserOrPassword: 'Unknown username or password!',
  invalidLogin: 'INVALID_LOGIN',
  credentialsRequired: 'username and password are required.',
  apiKeyRequired: 'apiKey is required.',
  apiKeyMustBeString: 'apiKey must be a string.',
  invalidApiKey: 'Invalid apiKey.',
  adminMustBeBoolean: 'admin must be a boolean.',
  unauthorized: 'Unauthorized.',
  tokenExpired: 'Token expired.',
  forbidden: 'Forbidden.',
  invalidRefreshToken: 'Invalid refresh token.',
  socialLoginDisabled: 'Social login is disabled for this site.',
  socialLoginNotEmulated: 'Social login provider is not emulated by the sandbox.',
} as const
