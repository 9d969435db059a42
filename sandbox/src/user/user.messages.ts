/**
 * The server texts of the account endpoints (docs/contract/account.md). 'User already exist.' and 'Incorrect old
 * password.' are the spec's own words (§8), mapped to message keys by clients; the others are matched exactly too.
 */
export const USER_MESSAGES = {
  usernameMustEqualEmail: 'username must equal email.',
  userExists: 'User already exist.',
  invalidMemberCard: 'Invalid member card code.',
  invalidVerificationToken: 'Invalid or expired verification token.',
  incorrectOldPassword: 'Incorrect old password.',
  passwordUnchanged: 'New password must differ from the old one.',
  apiKeyMismatch: 'apiKey does not match.',
  invalidResetToken: 'Invalid or expired token.',
} as const
