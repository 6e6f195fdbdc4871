/**
 * Language detection for pages without a language prefix. It runs as an inline script in the
 * document head, before the English page paints, so a Spanish reader is sent to the `/es` page
 * without a flash of English. The order and the storage keys are those of
 * i18next-browser-languagedetector (query string `lng`, cookie `i18next`, `localStorage` and
 * `sessionStorage` `i18nextLng`, the browser's languages, the page's `lang` attribute), with a
 * regional code read as its language (`es-MX` is Spanish, the library's `convertDetectedLanguage`);
 * `language-detection.test.ts` holds the two to the same answers.
 *
 * `detectLocale` is inlined with `Function.prototype.toString`, so it must not reference anything
 * outside its own body.
 */
export function detectLocale(win: Window): 'en' | 'es' {
  const supported = ['en', 'es']
  const match = (value: string | null | undefined) => {
    if (!value) return undefined
    const code = value.trim().toLowerCase()
    if (supported.indexOf(code) >= 0) return code
    const language = code.split(/[-_]/)[0] ?? ''
    return supported.indexOf(language) >= 0 ? language : undefined
  }
  const read = (lookup: () => string | null | undefined) => {
    try {
      return lookup()
    } catch {
      // Storage can be blocked (privacy settings, sandboxed frames): treat it as empty.
      return undefined
    }
  }
  const cookie = () => {
    const found = win.document.cookie.split(';').find((part) => part.trim().indexOf('i18next=') === 0)
    return found ? decodeURIComponent(found.trim().slice('i18next='.length)) : undefined
  }
  const candidates = [
    () => new URLSearchParams(win.location.search).get('lng'),
    cookie,
    () => win.localStorage.getItem('i18nextLng'),
    () => win.sessionStorage.getItem('i18nextLng'),
    ...Array.from(win.navigator.languages || [win.navigator.language]).map((language) => () => language),
    () => win.document.documentElement.getAttribute('lang'),
  ]
  for (const candidate of candidates) {
    const found = match(read(candidate))
    if (found) return found as 'en' | 'es'
  }
  return 'en'
}

/** How long the `i18next` cookie lasts: a year, as the detector library keeps it (the privacy notice quotes it). */
export const languageCookieDays = 365

/**
 * Caches the detected language in the `i18next` cookie for `languageCookieDays`, as the detector
 * library does. Inlined as text, so the figure is typed here (a test holds the two together).
 */
export function rememberLocale(doc: Document, locale: string) {
  doc.cookie = `i18next=${locale};path=/;max-age=31536000;samesite=lax`
}

/**
 * The inline script of English pages: detect, remember, and move a Spanish reader to the same page
 * under `/es` before anything paints. The `lng` parameter has done its job and is dropped. A page
 * prerendered before a click (its language switch hovered) decides only when it is shown: by then
 * the click has stored the language chosen, which a decision taken earlier would not know.
 */
export const languageRedirectScript = `(function(){var w=window,d=document;function run(){var l=(${detectLocale.toString()})(w);(${rememberLocale.toString()})(d,l);if(l!=='es')return;var q=new URLSearchParams(w.location.search);q.delete('lng');var s=q.toString(),p=w.location.pathname;d.documentElement.style.visibility='hidden';w.location.replace('/es'+(p==='/'?'':p)+(s?'?'+s:'')+w.location.hash)}if(d.prerendering)d.addEventListener('prerenderingchange',run,{once:true});else run()})()`
