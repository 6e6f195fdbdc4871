/**
 * The company facts and certificate numbers the site ships with, as shipped: fictional, so a build
 * for a real address lists those still left as they are before it publishes (identity.ts). A fact
 * the company has written its own value for is no longer one of these, so nothing else has to be
 * kept in step.
 */
const ukOffice = { street: '14 Tanner Street', locality: 'London', postalCode: 'SE1 3LE', countryCode: 'GB' }
const shipped: readonly unknown[] = [
  'Sterling Stitch Sportswear Ltd',
  '00000000',
  ukOffice,
  'GB 000 0000 00',
  'GB000000000000',
  ['A. N. Example'],
  'info@example.com',
  { display: '+44 20 7946 0321', dial: '+442079460321' },
  'EXAMPLE-QMS-000001',
  'EXAMPLE-00.HPK.00000',
  'EXAMPLE-AMFORI-ID-000000',
  'EXAMPLE-WRAP-000000',
  'EXAMPLE-EMS-000002',
]

/** A value as text with its keys in a fixed order, so a fact's fields written in another order still match. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

const shippedText = new Set(shipped.map(canonical))

/** Whether a fact is still the fictional one the site shipped with. */
export function isExample(value: unknown): boolean {
  return shippedText.has(canonical(value))
}
