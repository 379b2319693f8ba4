const formats = new Map<string, Intl.NumberFormat>();

/** An amount in its currency as Mexico writes it ("$1,250.00", "USD 12.50"); an unknown code stays plain. */
export function formatMoney(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat("es-MX", { style: "currency", currency });
    } catch {
      // A currency code that is not ISO 4217 (a provider's typo) would throw and take the chat down with it.
      return `${amount.toFixed(2)} ${currency}`.trim();
    }
    formats.set(currency, format);
  }
  return format.format(amount);
}
