/**
 * Whether `oib` is a valid Croatian OIB: 11 digits whose last is the ISO 7064 MOD 11,10 check digit of the first 10.
 *
 * @example
 * ```ts
 * import { isValidOib } from './payment.oib'
 *
 * isValidOib('69435151530') // true
 * ```
 */
export function isValidOib(oib: string): boolean {
  if (!/^\d{11}$/.test(oib)) return false
  let carry = 10
  for (let i = 0; i < 10; i++) {
    carry = (carry + Number(oib[i])) % 10
    if (carry === 0) carry = 10
    carry = (carry * 2) % 11
  }
  const check = (11 - carry) % 10
  return check === Number(oib[10])
}
