/** The audit page's own rules. */
export const auditCss = /* css */ ``
