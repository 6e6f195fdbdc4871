import type { FaqWords } from '../types/faq'

export const faq = {
  page: {
    title: 'Frequently Asked Questions',
    heading: 'Frequently Asked Questions',
    description:
      'Answers for buyers on lead times, minimum order quantities, fabrics, customization, shipping, quality and returns.',
  },
  header: {
    eyebrow: 'Buyer questions',
    lead: 'Straight answers on minimums, lead times, fabrics, decoration, shipping and quality, from the team that quotes and runs your order. Anything not covered here, ask us: we reply within {{replyHours}} hours.',
  },
  navLabel: 'Categories',
  categories: {
    general: 'General Information',
    production: 'Lead Time & Production',
    materials: 'Materials & Fabrics',
    process: 'Manufacturing Process',
    ordering: 'Customization & Ordering',
    shipping: 'Shipping & Logistics',
    quality: 'Quality Assurance & Returns',
  },
  entries: {
    general: [
      {
        question: 'Who is {{brand}}?',
        answer:
          '{{legalName}} is an OEM and private-label manufacturer of sportswear, fitness wear, casual wear and sports goods. Our head office is in {{ukCity}} and our own factory is in {{factoryCity}}, Pakistan. Since {{foundedYear}} we have delivered {{products}} to {{clients}} clients in {{countries}} countries.',
      },
      {
        question: 'Who do you make products for?',
        answer:
          'Sports brands and start-up labels, clubs and academies, schools and universities, gyms, event organisers, retailers and wholesalers. Everything is made to order under your brand: we do not sell stock products.',
      },
      {
        question: 'Do you manufacture yourselves or through agents?',
        answer:
          'We own and run the factory in {{factoryCity}}: cutting, sewing, printing, embroidery, finishing and packing happen under one roof. The {{ukCity}} office handles your account, contracts and after-sales.',
      },
      {
        question: 'Which certifications and standards do you work to?',
        answer:
          'We work to {{standards}}, the standards retailers and sports federations audit for, so your garments pass their compliance checks. Copies of certificates are available on request.',
      },
      {
        question: 'How quickly do you answer an enquiry?',
        answer:
          'Every enquiry and quotation request gets a reply from a named account manager within {{replyHours}} hours on working days, usually with a first price and a list of any details we still need.',
      },
    ],
    production: [
      {
        question: 'What is your standard production lead time?',
        answer:
          'Bulk production takes {{leadTime}} days from approval of the pre-production sample and receipt of the deposit. The exact date depends on quantity, fabric availability and decoration, and we confirm it in writing with your order.',
      },
      {
        question: 'How long does a sample take?',
        answer:
          'Samples are ready in {{sampleTime}} days from receipt of your artwork and measurements. We send photos first, then ship the physical sample by courier so you can check fit, fabric and print before bulk.',
      },
      {
        question: 'How much can you produce?',
        answer:
          'Our capacity is {{capacity}} units per month across apparel and sports goods, which lets us run large team, school and retail programmes in parallel without pushing back smaller orders.',
      },
      {
        question: 'Can you meet a fixed deadline such as a season start or an event?',
        answer:
          'Yes, if we know the date at enquiry. We plan backwards from your in-hand date, reserve line time once the sample is approved and tell you at quotation whether air freight is needed to make it.',
      },
      {
        question: 'Do you offer repeat orders and top-ups?',
        answer:
          'Yes. We keep your approved patterns, artwork and colour standards on file, so a repeat order needs no new sample and can go straight into production.',
      },
    ],
    materials: [
      {
        question: 'Which fabrics do you work with?',
        answer:
          'Cotton and organic cotton, polyester knits and meshes, nylon, spandex blends, fleece, softshell, merino and linen, as well as recycled polyester and bamboo viscose. Our Fabric and Material Guide lists each with its properties and best uses.',
      },
      {
        question: 'Can I choose the fabric weight and finish?',
        answer:
          'Yes. We quote the fabric weight in gsm and can add finishes such as moisture-wicking, anti-microbial, brushed back, UV protection or water repellency. If you are unsure, tell us the sport and climate and we will recommend a fabric.',
      },
      {
        question: 'Can you match our brand colours?',
        answer:
          'Yes. We dye and print to Pantone references and send lab dips or strike-offs for approval before bulk, so your colours stay consistent from one order to the next.',
      },
      {
        question: 'Do you offer sustainable materials?',
        answer:
          'Yes: organic cotton, recycled polyester made from post-consumer bottles, bamboo viscose and low-impact dyes. We can supply the fibre certificates your retailers ask for with the order.',
      },
    ],
    process: [
      {
        question: 'What are the steps from enquiry to delivery?',
        answer:
          'Consultation on your brief, design and sample, production, then delivery. After the sample is approved we confirm sizes and quantities, produce, inspect, pack to your instructions and ship.',
      },
      {
        question: 'What should I send you to start?',
        answer:
          'Your artwork or logo (vector AI, EPS, PDF or SVG is best), the product type, preferred fabric, colours, size breakdown and target quantity. A photo or a reference garment works too: our designers turn it into a tech pack.',
      },
      {
        question: 'How do you keep quality consistent across a large order?',
        answer:
          'Fabric is inspected on arrival, panels are checked after cutting, inline inspectors check seams and prints during sewing, and every order gets a final inspection before packing. Our end-of-line quality rate is {{qualityRate}}.',
      },
      {
        question: 'Can I see production progress?',
        answer:
          'Yes. Your account manager sends progress photos at the main stages and the final inspection report before shipping. You or your agent are also welcome to visit or inspect at the factory.',
      },
    ],
    ordering: [
      {
        question: 'What is your minimum order quantity?',
        answer:
          'Sportswear starts at {{moqSportswear}} pieces per design and casual wear at {{moqCasual}} pieces per design. Minimums for sports goods such as gloves, balls and bags vary by product, so we confirm them with your quotation.',
      },
      {
        question: 'Can I mix sizes and colours within one design?',
        answer:
          'Yes. The minimum applies per design, and you can split it across sizes XS to XXL. Colourways of the same design can share a minimum where they use the same fabric; we confirm this when quoting.',
      },
      {
        question: 'Can you add names, numbers and our own labels?',
        answer:
          'Yes. We print or stitch individual names and numbers, and make woven neck labels, printed care labels, swing tags and branded packaging, so the product arrives ready for your shelf or your squad.',
      },
      {
        question: 'How do I get a quotation?',
        answer:
          'Send your design through the Design Submission Form or the contact form with the product, quantity and decoration you need. You receive an itemised quotation within {{replyHours}} hours.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer:
          'Bank transfer and the major credit and debit cards, as well as established payment gateways. Production orders are paid as a deposit of {{deposit}} at order confirmation and the balance before shipping.',
      },
    ],
    shipping: [
      {
        question: 'Where do you ship?',
        answer:
          'Worldwide. Most of our orders go to {{regions}}, and we ship to clients in {{countries}} countries.',
      },
      {
        question: 'How are orders shipped?',
        answer:
          'By {{shippingModes}}. Sea freight is the most economical for large volumes, air freight balances speed and cost, and courier is fastest for samples and urgent cartons. We recommend a mode with your quotation.',
      },
      {
        question: 'Who pays import duties and taxes?',
        answer:
          'The buyer pays import duties, taxes and customs clearance in the destination country. We supply the commercial invoice, packing list and certificate of origin your customs broker needs.',
      },
      {
        question: 'Will I be able to track my shipment?',
        answer:
          'Yes. As soon as your order leaves the factory we send the tracking number, or the bill of lading for sea freight, along with the shipping documents.',
      },
    ],
    quality: [
      {
        question: 'What happens if items arrive defective?',
        answer:
          'Items with defects caused by manufacturing are replaced free of charge. Send us photos and the carton numbers within {{faultReportDays}} days of delivery, and we arrange the replacement with your next shipment or by courier.',
      },
      {
        question: 'How do you inspect orders before shipping?',
        answer:
          'Every order receives a final inspection of measurements, colour, print and stitching against the approved sample, working to our {{certification}} quality system. You receive the inspection report before the goods ship.',
      },
      {
        question: 'Can a third-party inspector check my order?',
        answer:
          'Yes. Independent inspection agencies are welcome at the factory for pre-shipment inspections; just let us know the agency and the date when you confirm the order.',
      },
      {
        question: 'Can I return goods I no longer need?',
        answer:
          'Because every piece is made to your design and branding, custom orders cannot be returned for change of mind. That is why we ask you to approve a physical sample before bulk production starts.',
      },
    ],
  },
  cta: {
    title: 'Still have a question about your order?',
    text: 'Tell us what you are planning and a specialist replies within {{replyHours}} hours with answers and a first price.',
    primary: 'Start a Custom Design',
    secondary: 'Contact Us',
  },
} satisfies FaqWords
