// subset-font ships no types; this is the part of its API the build uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    /** OpenType layout features to keep; all of them when left out. */
    keepFeatures?: string[]
    /** `name` table records to keep beyond the few the subsetter keeps by default. */
    preserveNameIds?: number[]
    /** Pins or narrows variation axes, e.g. `{ wght: { min: 400, max: 900 } }`. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}
