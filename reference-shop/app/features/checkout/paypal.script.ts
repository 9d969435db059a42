import { loadProviderScript } from '../layout/provider-script'

/** What the PayPal buttons hand to `onApprove` (docs/contract/checkout.md, "PayPal (emulated)"). */
export interface PayPalApproval {
  orderID: string
  paymentID?: string
  payerID?: string
}

/** The part of PayPal's JavaScript SDK the checkout uses: buttons that create the payment, then approve or cancel it. */
export interface PayPalNamespace {
  Buttons(options: {
    createOrder: () => string | Promise<string>
    onApprove: (data: PayPalApproval, actions: { order: { capture(): Promise<Record<string, unknown>> } }) => Promise<void> | void
    onCancel?: (data: { orderID: string }) => void
    onError?: (error: unknown) => void
  }): { render(container: HTMLElement | string): Promise<void> | void }
}

declare global {
  interface Window {
    /** Set by PayPal's script (the sandbox serves an emulation of it). */
    paypal?: PayPalNamespace
  }
}

/**
 * Where the provider script is: the backend serves it beside the API (the sandbox's emulation at
 * `/__payments/paypal/sdk.js`, docs/contract/checkout.md).
 */
export function paypalScriptUrl(apiUrl: string): string {
  return new URL('/__payments/paypal/sdk.js', apiUrl).toString()
}

/** Spec §4 PayPal: "a provider script loads dynamically". Loaded once per page; a failed load may be tried again. */
export function loadPayPal(src: string, doc: Document = document): Promise<PayPalNamespace> {
  return loadProviderScript(src, doc, 'paypal')
}
