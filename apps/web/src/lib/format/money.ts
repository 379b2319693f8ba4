const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency as Mexico writes it ("$1,250.00", "USD 12.50"); an unknown code stays plain.
 * `upTo` decimals (at least the currency's own) for prices smaller than a cent: "USD 0.0125".
 */
export function formatMoney(amount: number, currency: string, upTo?: number): string {
  const key = `${currency}:${upTo ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat("es-MX", {
        style: "currency",
        currency,
        ...(upTo === undefined ? {} : { maximumFractionDigits: upTo }),
      });
    } catch {
      // A currency code that is not ISO 4217 (a provider's typo) would throw and take the chat down with it.
      return `${amount.toFixed(2)} ${currency}`.trim();
    }
    formats.set(key, format);
  }
  return format.format(amount);
}
