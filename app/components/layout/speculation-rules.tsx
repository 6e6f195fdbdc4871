/**
 * The pages a visitor is about to open, made ready before the click (the browser's speculation
 * rules): the other language's page and the pages of the header (its menus, the logo, Get quote),
 * never the page itself. Each is prerendered only once the visitor shows the intent to follow that
 * link, never every link on the page, so a phone's data is not spent on pages nobody opens:
 * `moderate` starts when the pointer rests on the link or presses it. A browser without
 * speculation rules ignores the script and follows the link as ever.
 *
 * A prerendered page runs its head scripts before it is shown; the ones that act on the visitor's
 * language wait for the page to be shown (app/lib/language-detection.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        or: [
          { selector_matches: 'a[data-language-choice]:not([aria-current])' },
          { selector_matches: 'header a[href^="/"]:not([aria-current])' },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})

/** In the head of every page; allowed by its hash like any inline script (server/security.ts). */
export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
}
