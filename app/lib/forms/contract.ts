import type { FormId } from './common'

/** Typed on one line, in an input of that HTML `type`. */
interface LineRule {
  kind: 'text' | 'email' | 'tel' | 'url'
  /** Longest accepted value in characters, after trimming; the input's `maxlength` too. */
  maxLength: number
  /** The browser's autofill token. */
  autoComplete?: string
  /** A shape the value must have beyond its length: a catalogue style's code (lib/order/style-code.ts). */
  format?: 'styleCode'
}

/** Typed over several lines. */
interface MultilineRule {
  kind: 'multiline'
  maxLength: number
}

/** One of a fixed list; empty means none, unless the field is required. */
interface ChoiceRule {
  kind: 'choice'
  options: readonly string[]
  /**
   * Where the options' words are in the interface strings: `forms.contact.quantities` holds
   * `forms.contact.quantities.100-500`. A colour, sent as its code, is worded by its swatch's name.
   * Without it, an option reads as it is sent (a size).
   */
  optionWords?: string
}

/** A number typed into a number input: whole, or with cents for a price. */
interface NumberRule {
  kind: 'number'
  min: number
  max: number
  /** Decimal places accepted: 0 for counts, 2 for money. */
  decimals: 0 | 2
}

/** A calendar day, `YYYY-MM-DD` as a date input sends it, from today on. */
interface DateRule {
  kind: 'date'
  /** The furthest accepted, in days from today. */
  maxDaysAhead: number
}

/**
 * One field of a form: what the page renders (name, type, required, maxlength, autocomplete,
 * options), what the collector accepts, and what its messages say.
 */
export type FieldRule = {
  /** The name it is posted and stored under, exactly as a hosted form service receives it. */
  name: string
  required?: boolean
  /** What is sent and stored for an empty field (the quotation's "Not Selected" colour). */
  fallback?: string
  /**
   * Left out of the post when empty: the fields added to a form's original ones, so a hosted form
   * service receives the original fields as before and only what the buyer filled of the rest.
   */
  omitWhenEmpty?: boolean
  /**
   * Its words when they are not `forms.{form}.{key}`: the fields of a repeated group (the
   * quotation's product lines) share one label, filled with where they stand.
   */
  label?: { key: string; values: Record<string, string> }
  /**
   * Not a control of the page: the page works it out from other fields as it sends the form (the
   * quotation's `ProductType`, `Color` and `Size` from its first product line, its `Summary` from
   * the whole order), and the collector does the same for a post without JavaScript. The collector
   * checks it like any other field; it has no label to show, nor a placeholder.
   */
  derived?: true
  /**
   * A control the page does not show: a value the server wrote into the page (the earlier request
   * a quotation repeats), posted back as it was given. It has no placeholder, and no draft keeps it.
   */
  hidden?: true
} & (LineRule | MultilineRule | ChoiceRule | NumberRule | DateRule)

export type LineField = Extract<FieldRule, { kind: LineRule['kind'] }>
export type NumberField = Extract<FieldRule, { kind: 'number' }>
export type DateField = Extract<FieldRule, { kind: 'date' }>

/**
 * What becomes of a form's leads once the collector has taken them: the outbox, the mails, the
 * inbox and the status page read it here, so no code past the table asks which form a lead came
 * from. A form added with its policy is handled everywhere without a new test of its id.
 */
export interface FormPolicy<Key extends string = string> {
  /**
   * The automatic reply its sender gets: `ack`, an acknowledgement of the request; `confirm`, the
   * confirmation a subscription waits for, which keeps the consent wording the form showed and
   * makes the sender a subscriber once they confirm. None when left out.
   */
  reply?: 'ack' | 'confirm'
  /**
   * Sales is told of each lead by mail and owes its sender an answer within the promised time,
   * so an unanswered one is overdue in the inbox.
   */
  answered: boolean
  /** The sender can follow the request on a status page, at a secret address their reply gives. */
  statusPage: boolean
  /** Takes artwork files, which only a multipart post carries. */
  files: boolean
  /** Its fields describe an order, which the collector reads into product lines and a roster. */
  order: boolean
  /** The fields that say who sent a lead and what they wrote in their own words. */
  sender: { email: Key; name?: Key; company?: Key; message?: Key }
}

/**
 * A form's table. `fields` are in the order the form shows and sends them, each under the key that
 * names its words in `forms.{id}` of the interface strings (app/i18n/en-forms.ts).
 */
export interface FormContract<Key extends string = string> {
  id: FormId
  /** How the form's script sends it, as hosted form services take it: JSON, or multipart for the quotation. */
  encoding: 'json' | 'multipart'
  policy: FormPolicy<Key>
  fields: Readonly<Record<Key, FieldRule>>
}

/** Keeps each field's literal types (its options), so its words can be looked up by them. */
export const defineForm = <
  const Id extends FormId,
  const Fields extends Record<string, FieldRule>,
>(contract: {
  id: Id
  encoding: FormContract['encoding']
  policy: FormPolicy<keyof Fields & string>
  fields: Fields
}) => contract

export type FieldKey<C extends FormContract> = keyof C['fields'] & string
export type FormValues<C extends FormContract> = Record<FieldKey<C>, string>

/** The fields of a form the page shows a control for: all but the derived ones. */
export const isControl = (field: FieldRule) => !field.derived

/** A field with its key, as a list in the form's order. */
export type ListedField<Key extends string = string> = FieldRule & { key: Key }

/** Each table's list, made once: the tables never change, and the server reads them for every lead. */
const listed = new WeakMap<FormContract, readonly ListedField[]>()

export function fieldList<C extends FormContract>(contract: C): ReadonlyArray<ListedField<FieldKey<C>>> {
  let list = listed.get(contract)
  if (!list) {
    list = Object.freeze(
      Object.entries(contract.fields).map(([key, rule]) => Object.freeze({ ...(rule as FieldRule), key })),
    )
    listed.set(contract, list)
  }
  return list as ReadonlyArray<ListedField<FieldKey<C>>>
}

export function fieldNamed(contract: FormContract, name: string): ListedField | undefined {
  return fieldList(contract).find((field) => field.name === name)
}

/**
 * A lead's values under its table's keys, from the fields as they were posted and stored (under
 * their posted names, which the hosted form services and the reports also read): the one way code
 * past the collector reads a lead, so no module spells a posted name. A field not sent is absent.
 */
export function keyedValues<C extends FormContract>(
  contract: C,
  byName: Readonly<Record<string, string>>,
): Partial<FormValues<C>> {
  return Object.fromEntries(
    fieldList(contract).flatMap((field) =>
      Object.hasOwn(byName, field.name) ? [[field.key, byName[field.name]!]] : [],
    ),
  ) as Partial<FormValues<C>>
}

/** A form's values as the form element holds them, under the fields' posted names. */
export function valuesFrom<C extends FormContract>(contract: C, data: FormData): FormValues<C> {
  return Object.fromEntries(
    fieldList(contract).map((field) => [field.key, String(data.get(field.name) ?? '')]),
  ) as FormValues<C>
}

type TypedKey<C extends FormContract> = {
  [K in FieldKey<C>]: C['fields'][K] extends { derived: true } | { hidden: true }
    ? never
    : C['fields'][K] extends LineRule | MultilineRule
      ? K
      : never
}[FieldKey<C>]

/**
 * The words a table's fields need in each language (app/i18n/*-forms.ts), beside the form's other
 * words: a label for every field, a placeholder for every typed one (a number or a date has none). A field added to a table
 * without them fails the typecheck.
 */
export type FieldWords<C extends FormContract> = Record<FieldKey<C>, string> & {
  placeholders: Record<TypedKey<C>, string>
} & Record<string, unknown>
