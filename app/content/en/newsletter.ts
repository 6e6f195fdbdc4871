import type { NewsletterContent } from '../types'

export const newsletter = {
  confirm: {
    eyebrow: 'Newsletter',
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to our newsletter for buyers.',
    lead: 'One more click and you will receive our newsletter: fabric news, new product lines and production slots, at most once a month.',
    action: 'Confirm my subscription',
  },
  unsubscribe: {
    eyebrow: 'Newsletter',
    title: 'Unsubscribe from our newsletter',
    description: 'Stop receiving our newsletter.',
    lead: 'Click the button and we will stop sending you our newsletter. Any enquiries or quotation requests you have sent are not affected.',
    action: 'Unsubscribe',
  },
  subscribed: {
    eyebrow: 'Newsletter',
    title: 'You are subscribed',
    description: 'Your subscription to our newsletter is confirmed.',
    lead: 'Thank you. We have sent you a welcome e-mail. Every newsletter carries a link to unsubscribe at any time.',
  },
  unsubscribed: {
    eyebrow: 'Newsletter',
    title: 'You are unsubscribed',
    description: 'You will not receive our newsletter again.',
    lead: 'We will not send you our newsletter again. If you change your mind, sign up again at the foot of any page.',
  },
  'link-expired': {
    eyebrow: 'Newsletter',
    title: 'This link no longer works',
    description: 'The newsletter link has expired or has already been used.',
    lead: 'It has expired or has already been used. If you meant to subscribe, sign up again at the foot of any page. If you meant to stop receiving our newsletter, write to us and we will remove your address.',
  },
  home: 'Back to Home',
  customDesign: 'Start a Custom Design',
} satisfies NewsletterContent
