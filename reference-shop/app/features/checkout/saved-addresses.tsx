import { useLingui } from '@lingui/react/macro'
import { useAccount, useAuth } from '@vitrina/react'
import type { Country } from '@vitrina/sdk'
import type { AccountAddress } from '@vitrina/sdk/account'
import { useEffect, useRef, useState } from 'react'
import { addressValuesOf, type AddressValues } from './checkout.form'
import { ChoiceCard } from './choice-card'

export interface SavedAddressesProps {
  addresses: readonly AccountAddress[]
  /** The id (as text) of the address whose values fill the delivery fields, or null. */
  chosen: string | null
  onChoose: (address: AccountAddress) => void
}

/** One line of a saved address: who, where. */
function addressLine(address: AccountAddress): string {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ')
  const city = [address.zipCode, address.city].filter(Boolean).join(' ')
  return [name, street, city].filter(Boolean).join(', ')
}

/**
 * A logged-in shopper's saved addresses above the delivery fields: choosing one fills them in, and the shopper
 * can still change any field (the checkout then updates that saved address, as the SDK's address step does).
 */
export function SavedAddresses({ addresses, chosen, onChoose }: SavedAddressesProps) {
  const { t } = useLingui()
  if (addresses.length === 0) return null
  const typeLabel = (address: AccountAddress) => (address.type === 'shipping' ? t`Dostavna adresa` : address.type === 'other' ? t`Ostalo` : t`Glavna adresa`)
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-extrabold">{t`Spremljene adrese`}</legend>
      {addresses.map((address) => (
        <ChoiceCard
          key={address.id}
          name="savedAddress"
          value={String(address.id)}
          checked={chosen === String(address.id)}
          disabled={false}
          onChange={() => onChoose(address)}
          label={typeLabel(address)}
        >
          <p className="text-sm text-ink-600">{addressLine(address)}</p>
        </ChoiceCard>
      ))}
    </fieldset>
  )
}

/**
 * The logged-in shopper's saved addresses for the checkout: loads the profile once, fills the delivery fields with
 * the shipping address (else the main one) as soon as the allowed countries are known, and lets the shopper
 * choose another. Visitors and back-office users have none.
 */
export function useSavedAddresses(countries: readonly Country[], fill: (values: AddressValues) => void) {
  const { user } = useAuth()
  const { profile, loadProfile } = useAccount()
  const [chosen, setChosen] = useState<string | null>(null)
  const prefilled = useRef(false)
  const userId = user && !user.isBackofficeUser ? String(user.id) : null
  const addresses = userId !== null && profile && String(profile.user.id) === userId ? profile.addresses : []

  useEffect(() => {
    if (userId !== null) void loadProfile()
  }, [userId, loadProfile])

  const choose = (address: AccountAddress) => {
    setChosen(String(address.id))
    fill(addressValuesOf(address, countries))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when countries and addresses are both known; choose is a new function every render
  useEffect(() => {
    if (prefilled.current || countries.length === 0 || addresses.length === 0) return
    prefilled.current = true
    const preferred = addresses.find((address) => address.type === 'shipping') ?? addresses.find((address) => address.type === 'main') ?? addresses[0]!
    choose(preferred)
    // Once, when both are known: a later change of either must not overwrite what the shopper typed.
  }, [countries, addresses])

  return { addresses, chosen, onChoose: choose }
}
