import type { Locale } from '../locale'
import type { FormContract } from './contract'
import { problemsText, type Translate } from './messages'
import type { Outcome } from './outcome'

/** What a toast says about a submission: its title, sentence, a detail to note, and whether it is bad news. */
export interface OutcomeToast {
  title: string
  description: string
  detail?: string
  variant: 'default' | 'destructive'
}

/**
 * The one toast each outcome shows, the same rule for every form: sent, the form's thanks with the
 * lead's reference to note; rejected, the collector's problems, since the visitor can fix them (a
 * "try again later" would send them away from a form one correction would send); failed, the
 * form's apology, since nothing they typed was refused.
 */
export function toastFor(
  outcome: Outcome,
  contract: FormContract,
  t: Translate,
  locale: Locale,
): OutcomeToast {
  const words = `forms.${contract.id}`
  switch (outcome.status) {
    case 'sent':
      return {
        title: t(`${words}.successTitle`),
        description: t(`${words}.successText`),
        detail: outcome.reference && t('forms.reference', { reference: outcome.reference }),
        variant: 'default',
      }
    case 'rejected':
      return {
        title: t('forms.rejectedTitle'),
        description: t('forms.rejectedText', {
          messages: problemsText(t, locale, contract, outcome.problems),
        }),
        variant: 'destructive',
      }
    case 'failed':
      return {
        title: t('forms.failureTitle'),
        description: t(`${words}.failureText`),
        variant: 'destructive',
      }
  }
}
