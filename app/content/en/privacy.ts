import type { PrivacyContent } from '../types/privacy'

export const privacy: PrivacyContent = {
  page: {
    title: 'Privacy Notice',
    heading: 'Privacy notice',
    description:
      'What our website collects when you send an enquiry, a quotation request or sign up to our newsletter, why, for how long, and your rights.',
  },
  header: {
    eyebrow: 'Legal',
    lead: 'What this website collects about you, why, who sees it, how long we keep it and how you can control it. It describes what the site actually does, and the periods it quotes are the ones it applies.',
  },
  contentsLabel: 'On this page',
  controller: {
    title: 'Who is responsible for your data',
    text: 'The controller of the personal data collected through this website is the company below. For anything about your data, write to us at the address given here or use the contact form.',
  },
  forms: {
    title: 'What we collect through each form, why, and on which lawful basis',
    intro:
      'We collect only what you type into our forms. The lawful bases are those of the UK GDPR and, for visitors in the European Union, the EU GDPR, Article 6(1).',
    labels: {
      collected: 'What we collect',
      purpose: 'Why',
      basis: 'Lawful basis',
      kept: 'How long',
    },
    items: [
      {
        id: 'contact',
        title: 'Contact form (enquiries)',
        collected:
          'Your name, email address and message; if you give them, your company, telephone number, country, city, job title, the kind of product you are interested in and the quantity.',
        purpose:
          'To answer your enquiry, send you a quotation if you ask for one, and follow it up with you. You receive an acknowledgement by email with a link to a page that shows where your request stands.',
        basis:
          'Steps taken at your request before entering into a contract (Article 6(1)(b)), and our legitimate interest in answering business enquiries and keeping a record of them (Article 6(1)(f)).',
        kept: '[[lead]] after the last activity on your enquiry, or [[wonLead]] if it becomes an order.',
      },
      {
        id: 'quote',
        title: 'Order builder (quotation requests)',
        collected:
          'Your name, email address and telephone number; if you give them, your company, country, city, job title and website; the products, colours, sizes and quantities you choose, your notes, the team roster (names, numbers and sizes to print), the date you need the goods by, the delivery destination and shipping method, your target price, whether you want a sample, and any artwork files you upload.',
        purpose:
          'To prepare and send your quotation, make samples and proofs, and produce and deliver your order if you place it.',
        basis:
          'Steps taken at your request before entering into a contract (Article 6(1)(b)) and, once you order, performance of that contract; our legitimate interest in managing quotation requests and our customer records (Article 6(1)(f)).',
        kept: '[[lead]] after the last activity on your request, or [[wonLead]] if it becomes an order. Files are deleted [[upload]] after the request is closed, as an order or not.',
      },
      {
        id: 'newsletter',
        title: 'Newsletter',
        collected:
          'Your email address, the language of the page you signed up on, and when you signed up and confirmed.',
        purpose:
          'To send you our newsletter: fabric news, new product lines and available production slots. Nothing is sent until you confirm your subscription from the email we send you (double opt-in).',
        basis:
          'Your consent (Article 6(1)(a)), which you can withdraw at any time with the unsubscribe link in every newsletter email.',
        kept: 'Until you unsubscribe. After that we keep only a fingerprint of your address (a keyed hash from which the address cannot be read back) and the date, so that we never send you the newsletter again, even if your address is entered in one of our forms by mistake. Only a new subscription that you confirm yourself removes it.',
      },
    ],
    alsoSent:
      'With each form we also record the date and time, the page and language it was sent from, the page where your visit began, the website that linked you to us and any campaign tags in that link, and the name and version of your browser. We use them to run and protect the service and to learn which pages and campaigns bring enquiries (legitimate interests, Article 6(1)(f)). The link to the page that shows your request works for [[statusLink]] after you send it.',
  },
  files: {
    title: 'Artwork, rosters and other people’s names',
    paragraphs: [
      'Artwork files and team rosters may contain other people’s names and numbers: players, staff, and for school teams, children. Please send only what we need to print the order, and make sure the people concerned (or, for children, their parents or the school) know that you are sharing their names with us for that purpose.',
      'We use these names only to quote for, proof and produce your order. Artwork files are deleted [[upload]] after the request is closed. A roster typed into the form is part of the request and is deleted with it: [[lead]] after its last activity, or [[wonLead]] if it became an order, whose records show what we made.',
    ],
  },
  security: {
    title: 'Security records and limits',
    paragraphs: [
      'Our server records each request it receives: the time, the address of the page requested (with any secret link tokens and email addresses removed), and the IP address it came from. These records are kept by our hosting provider for as long as its log settings allow and are used only to keep the site running and to investigate misuse.',
      'To stop automated abuse, the server counts the form submissions from each IP address; a counter is deleted as soon as the minute it covers is over. Messages that our spam trap catches are kept for [[spam]] in case a genuine one needs to be recovered, then deleted with any files.',
      'Both rest on our legitimate interest in keeping the site and your data secure (Article 6(1)(f)).',
    ],
  },
  retention: {
    title: 'How long we keep your data',
    intro:
      'These periods are settings of the website’s software, which deletes what is due automatically every hour, with any files. The periods shown here are the ones it is currently set to.',
    headers: { what: 'Data', period: 'Kept for' },
    rows: [
      {
        what: 'Enquiries and quotation requests that did not become an order',
        period:
          '[[lead]] after the last activity: when it arrived, its last change of status, our last note on it or our last email about it',
      },
      {
        what: 'Requests that became an order',
        period: '[[wonLead]] after the last activity, for our accounting records',
      },
      {
        what: 'Artwork files of a closed request',
        period: '[[upload]] after the request is closed',
      },
      { what: 'Messages caught as spam', period: '[[spam]]' },
      {
        what: 'Newsletter subscription',
        period: 'Until you unsubscribe; then only a fingerprint of your address and the date',
      },
    ],
    note: 'If you ask us to delete your data, we delete all your requests, files and your subscription at once, without waiting for these periods.',
  },
  recipients: {
    title: 'Who receives your data',
    intro:
      'We do not sell your data or share it for advertising. We share it only with those who help us answer and serve you:',
    items: [
      'our hosting provider, which runs the website and stores its database;',
      'our email provider, which delivers our emails to you and your requests to our sales team;',
      'our file storage provider, when artwork files are kept in cloud storage rather than on our own server;',
      'our customer relationship management (CRM) system, when one is connected: it receives each enquiry and quotation request;',
      'our factory team in Sialkot, Pakistan, who prepare quotations, samples and orders.',
    ],
    never: 'Each provider acts on our instructions under a contract that requires it to protect your data.',
  },
  transfers: {
    title: 'Transfers outside the UK and the European Economic Area',
    paragraphs: [
      'Our factory is in Pakistan, which the UK and the EU do not recognise as providing an adequate level of data protection. When we share your request with our factory team, we protect it with the UK International Data Transfer Agreement (or the UK Addendum to the EU standard contractual clauses) and, for visitors in the European Union, the European Commission’s standard contractual clauses.',
      'Our providers may also process data outside the UK; when they do, they rely on an adequacy decision or on the same safeguards. You can ask us for a copy of these safeguards.',
    ],
  },
  rights: {
    title: 'Your rights and how to use them',
    intro: 'You have the right to:',
    items: [
      'access the data we hold about you and receive a copy of it;',
      'have inaccurate data corrected;',
      'have your data erased;',
      'restrict how we use it;',
      'object to our use of it based on legitimate interests;',
      'receive the data you gave us in a structured, machine-readable form (portability);',
      'withdraw your consent to the newsletter at any time, without affecting what was done before.',
    ],
    how: 'To use any of these rights, choose the privacy request option on our contact form or email us. We may ask you to confirm your identity before we act on a request.',
    emailLabel: 'Email for privacy requests',
    timing:
      'We answer within one month of receiving your request. If a request is complex we may extend this by up to two further months, and we will tell you why within the first month.',
  },
  complaints: {
    title: 'Complaints',
    text: 'If you are unhappy with how we handle your data, please tell us first and we will try to put it right. You also have the right to complain to a data protection authority:',
    ico: 'in the UK, the Information Commissioner’s Office (ICO)',
    aepd: 'in Spain, the Agencia Española de Protección de Datos (AEPD)',
  },
  device: {
    title: 'What this website stores on your device',
    intro:
      'We use no advertising or analytics cookies and do not track you across other websites. We count how many times each page is viewed each day, with the name of the website that linked to it, without cookies, IP addresses or anything else that could tell one visitor from another. The site stores only the following, each needed for something you asked it to do:',
    headers: { name: 'Name', kind: 'Type', purpose: 'Purpose', lifetime: 'Lifetime' },
    rows: [
      {
        name: 'i18next',
        kind: 'Cookie',
        purpose:
          'Remembers your language (the one you chose, or the one your browser asked for on your first visit), so the site opens in it next time.',
        lifetime: '[[languageCookie]]',
      },
      {
        name: 'i18nextLng',
        kind: 'Local storage',
        purpose: 'The same choice of language, where the browser allows cookies to be blocked.',
        lifetime: 'Until you clear it',
      },
      {
        name: 'sterling-stitch:draft:contact, sterling-stitch:draft:quote, sterling-stitch:draft:newsletter',
        kind: 'Local storage',
        purpose:
          'What you have typed into a form, so that reloading the page loses nothing. It never leaves your device until you send the form.',
        lifetime: 'Until the form is sent successfully, or you clear it',
      },
      {
        name: 'visit',
        kind: 'Session storage',
        purpose:
          'The page where your visit began and the website that linked you to us, sent with a form if you send one.',
        lifetime: 'Until you close the browser tab',
      },
    ],
    clearing:
      'You can delete all of these at any time in your browser’s settings, by clearing the cookies and site data for this website. The site works without them: it will simply work out your language again, and any unsent draft is lost. Staff who sign in to our sales inbox also receive a session cookie and a form-protection cookie, which end when they sign out or their session expires.',
    embeds:
      'The factory video and the factory tour come from YouTube (in its privacy-enhanced mode) and Canva. Nothing is loaded from them until you press play; from then on, their own privacy policies apply.',
  },
  changes: {
    title: 'Changes to this notice',
    text: 'When we change what the website collects or how long it keeps it, we update this notice at the same time.',
  },
}
