import type { StatusContent } from '../types'

export const status = {
  title: 'Request status',
  description: 'Where your enquiry or quotation request stands with our sales team.',
  eyebrow: 'Request status',
  heading: { contact: 'Your enquiry', quote: 'Your quotation request' },
  reference: 'Your reference',
  received: 'Received',
  progressHeading: 'Where it stands',
  progressLabel: 'Progress of your request',
  steps: {
    received: 'Received',
    inTouch: 'In touch',
    quoteSent: 'Quote sent',
    confirmed: 'Order confirmed',
  },
  stepStates: { done: 'done', current: 'where your request is now', upcoming: 'still to come' },
  messages: {
    new: {
      title: 'We have your request',
      text: 'A specialist from our sales team will reply within {{replyHours}} hours, Monday to Saturday.',
    },
    contacted: {
      quote: {
        title: 'We are preparing your quote',
        text: 'We have been in touch and are working out the price per unit, fabric, decoration and lead time of your order. If we need anything more from you, we will ask by e-mail.',
      },
      contact: {
        title: 'We have replied by e-mail',
        text: 'Our sales team has answered your enquiry by e-mail. If you cannot find our reply, please check your spam folder, or contact us quoting your reference.',
      },
    },
    quoted: {
      title: 'Your quote is in your inbox',
      text: 'We have sent you our quotation by e-mail, with the price per unit, fabric, decoration and lead time. Reply to it with any questions or changes. Once you accept it, we make a sample in {{sampleTime}} days for your approval.',
    },
    won: {
      title: 'Your order is confirmed',
      text: 'Thank you for your order. We will keep you informed by e-mail at every stage, through production to delivery.',
    },
    lost: {
      title: 'This request is closed',
      text: 'We are no longer working on this request. If you would like to take it up again, or have a new project in mind, we will be glad to hear from you.',
    },
  },
  contactUs: 'Contact Us',
  orderAgain: {
    heading: 'Order again',
    text: 'Open the order form with the lines, sizes and roster of this request, change whatever you need and send it as a new quotation request. We keep the artwork with this one.',
    action: 'Order again',
  },
  sentHeading: 'What you sent',
  sentNote: 'The choices you made, in short. What you wrote is read only by our sales team.',
  rows: {
    productInterest: 'Product type',
    quantity: 'Quantity',
    productTypes: 'Products',
    styles: 'Style codes',
    productLines: 'Product lines',
    pieces: 'Pieces in all',
    players: 'Players on the roster',
    files: 'Artwork files',
    inHandsDate: 'In-hands date',
    sample: 'Sample or size set before the order',
  },
  helpHeading: 'Questions?',
  helpText: 'Reply to any of our e-mails, or write to us or call us quoting your reference.',
  privacy:
    'This page is private: only people with its link can open it, and it shows no names, addresses or messages.',
} satisfies StatusContent
