// jsdom ships no types, and a test that reads a page the server rendered (or runs its script) needs
// only this of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        url?: string
        runScripts?: 'dangerously'
        beforeParse?: (window: Window & typeof globalThis) => void
      },
    )
    readonly window: Window & typeof globalThis
  }
}
