import { troubleFix, troubleSentence, type DeliveryTrouble } from '../../delivery/trouble'

/**
 * The banner above the inbox while deliveries keep failing: what fails and why in words, that
 * nothing is lost, who acts on it, and the error as stored for whoever does.
 */
export function DeliveryTroubleBanner({ trouble }: { trouble: DeliveryTrouble }) {
  return (
    <section className="notice warning" aria-labelledby="delivery-trouble">
      <h2 id="delivery-trouble">Mail is not getting through</h2>
      <p>{troubleSentence(trouble)}</p>
      <p>
        Nothing is lost: the site keeps trying, and the mails leave once this is fixed.{' '}
        {troubleFix(trouble.cause)}
      </p>
      <p className="delivery-error">
        <span className="label-inline">Last error: </span>
        {trouble.lastError}
      </p>
    </section>
  )
}
