import { facts } from '~/content/figures'
import type { ProductCategory } from '~/content/order-options'

export * from '~/content/order-options'

/**
 * What a quotation can ask for, as option values that travel and are stored (never translated):
 * the products, sizes, fabrics, decorations and placements. Their words are in the forms' strings
 * (app/i18n/*-forms.ts) or, for fabrics and print methods, in the guides they come from.
 */

/**
 * The smallest order per design in each category (figures.ts); goods have none, since it varies
 * from one item to the next.
 */
export const minimumOrders: Record<ProductCategory, { from: number; to: number } | undefined> = {
  sportswear: facts.moqSportswear,
  casual: facts.moqCasualWear,
  goods: undefined,
}

/** Where the decoration goes; each has the print width its artwork is judged at (figures.ts). */
export const placements = Object.keys(facts.printWidthCm) as Array<keyof typeof facts.printWidthCm>
export type Placement = (typeof placements)[number]

export const shippingModes = facts.shippingModes
export type ShippingMode = (typeof shippingModes)[number]

/** The currencies a target price can be given in: our markets' own. */
export const currencies = ['GBP', 'EUR', 'USD', 'AUD', 'CAD', 'AED', 'SAR'] as const

export const sampleChoices = ['yes', 'no'] as const

/** How many product lines one request holds; more designs than this are a conversation. */
export const maxLines = 6
/** The longest roster: a squad with its reserves several times over. */
export const maxRosterRows = 200
/** The most pieces of one size on one line. */
export const maxQuantity = 100_000
