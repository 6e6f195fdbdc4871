// jsdom ships no types, and a test that reads a page the server rendered needs only this of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
