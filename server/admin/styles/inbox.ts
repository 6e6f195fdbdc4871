/** The inbox page's own rules. */
export const inboxCss = /* css */ ``
