import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.hash'

describe('password hashing', () => {
  const hash = hashPassword('Kupac123!')

  it('verifies the password it was made from and nothing else', () => {
    expect(verifyPassword('Kupac123!', hash)).toBe(true)
    expect(verifyPassword('kupac123!', hash)).toBe(false)
  })

  it('salts every hash', () => {
    expect(hashPassword('Kupac123!')).not.toBe(hash)
  })

  it.each(['', 'plain', 'scrypt$16384$8$1$only-salt', 'bcrypt$1$2$3$a$b'])('refuses the malformed hash %j', (stored) => {
    expect(verifyPassword('Kupac123!', stored)).toBe(false)
  })
})
