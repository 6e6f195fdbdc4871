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
