/** The lead page's own rules. */
export const leadCss = /* css */ ``
