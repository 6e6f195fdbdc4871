/** An enquiry as the contact form sends it, every field filled. */
export const sampleEnquiry = {
  name: 'Jane Smith',
  email: 'jane@club.example',
  company: 'Riverside FC',
  phone: '+44 20 7946 0111',
  country: 'United Kingdom',
  city: 'Leeds',
  position: 'Kit manager',
  productType: 'sportswear',
  quantity: '500-1000',
  message: '300 home shirts, sublimated.',
}

/** A quotation as the design form sends it without the builder's extras: its original fields. */
export const sampleQuote = {
  CustomerName: 'Jane Smith',
  Email: 'jane@club.example',
  Phone: '+44 20 7946 0111',
  Website: 'https://club.example',
  ProductType: 'jersey',
  Color: '#C8102E',
  Size: 'M',
  Notes: 'S 50, M 120',
}
