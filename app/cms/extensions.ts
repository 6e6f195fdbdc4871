/**
 * The names the editor's configuration (made by the server) and its browser code (app/cms/main.ts)
 * share for what the site adds to Decap CMS.
 */

/** The widget the Spanish pane ticks, per field, "checked against the English" with. */
export const translationCheckWidget = 'translation-check'

/**
 * The backend an editor saves through: Decap's own (the local backend, or a git provider's), with
 * the record of what each Spanish field was translated from kept true by every save.
 */
export const translationBackend = (name: string) => `${name}-translations`

/** The git providers the editor can save through, besides the local backend. */
export const gitProviders = ['github', 'gitlab', 'gitea'] as const

/** Every backend the configuration may name, each under its name with the translations kept. */
export const editorBackends = ['proxy', ...gitProviders] as const
