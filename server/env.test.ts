import { describe, expect, it } from 'vitest'
import { certificates } from '../app/content/certificates'
import { site, type Site } from '../app/content/site'
import { readBuildEnv, readEnv } from './env'

describe('the build settings', () => {
  it('take a path of the collector or a hosted service for a form', () => {
    const env = readBuildEnv({
      VITE_FORM_CONTACT_URL: 'https://formspree.io/f/xyz',
      VITE_FORM_QUOTE_URL: '/api/forms/quote',
      VITE_FORM_NEWSLETTER_URL: '',
    })
    expect(env.inlined).toEqual({
      VITE_FORM_CONTACT_URL: 'https://formspree.io/f/xyz',
      VITE_FORM_QUOTE_URL: '/api/forms/quote',
    })
  })

  it.each(['//forms.example/f/1', 'forms.example/f/1', 'javascript:alert(1)'])(
    'refuse %s for a form',
    (value) => {
      expect(() => readBuildEnv({ VITE_FORM_CONTACT_URL: value })).toThrow(/^VITE_FORM_CONTACT_URL must be/)
    },
  )
})

describe('a build for a real address', () => {
  /** The company as a deployment fills it in: every fact its own, none the shipped example. */
  const filled: Site = {
    ...site,
    legalName: 'Harbour Kit Manufacturing Ltd',
    company: {
      registeredIn: 'scotland',
      number: 'SC123456',
      registeredOffice: {
        street: '1 Quay Road',
        locality: 'Leith',
        postalCode: 'EH6 6AA',
        countryCode: 'GB',
      },
      vatNumber: 'GB 123 4567 89',
      eori: '',
      directors: [],
    },
    phone: { display: '+44 131 496 0000', dial: '+441314960000' },
    email: { ...site.email, info: 'sales@harbourkit.co.uk' },
  }
  /** Its certificates, each with the number its issuer gave. */
  const ownCertificates = certificates.map((certificate, index) => ({
    ...certificate,
    number: `HK-${index + 1}`,
  }))

  it('stops while the company facts are the examples, naming every one to fill in', () => {
    expect(() => readBuildEnv({ VITE_SITE_URL: 'https://www.sterling-stitch.co.uk' })).toThrow(
      'VITE_SITE_URL is a real address (https://www.sterling-stitch.co.uk), but the company’s facts are still the shipped examples. Fill in (in content/company/company.yml unless another file is named): ' +
        'registered name (legalName); company number (company.number); registered office (company.registeredOffice); ' +
        'VAT number (company.vatNumber); EORI number (company.eori, or empty); directors (company.directors, or empty); ' +
        'contact e-mail (email.info); phone number (phone); certificate numbers (number in content/certificates/<id>.en.yml, Certificates in the CMS)',
    )
  })

  it('names only the facts still left as examples', () => {
    expect(() =>
      readBuildEnv(
        { VITE_SITE_URL: 'https://harbourkit.co.uk' },
        undefined,
        {
          ...filled,
          company: { ...filled.company, vatNumber: site.company.vatNumber },
        },
        ownCertificates,
      ),
    ).toThrow(/named\): VAT number \(company\.vatNumber\)$/)
  })

  it('stops while the certificates are the examples, even with every company fact filled in', () => {
    expect(() => readBuildEnv({ VITE_SITE_URL: 'https://harbourkit.co.uk' }, undefined, filled)).toThrow(
      /Fill in \(in content\/company\/company\.yml unless another file is named\): certificate numbers \(number in content\/certificates\/<id>\.en\.yml, Certificates in the CMS\)$/,
    )
  })

  it("goes ahead once every fact is the company's own", () => {
    const env = readBuildEnv(
      { VITE_SITE_URL: 'https://harbourkit.co.uk' },
      undefined,
      filled,
      ownCertificates,
    )
    expect(env.inlined).toEqual({ VITE_SITE_URL: 'https://harbourkit.co.uk' })
  })

  it.each([
    'https://www.example.com',
    'https://shop.example.org',
    'http://localhost:4173',
    'http://127.0.0.1:3000',
    'https://staging.test',
  ])('leaves the examples alone for %s, an address that is no real site', (address) => {
    expect(readBuildEnv({ VITE_SITE_URL: address }).inlined).toEqual({ VITE_SITE_URL: address })
  })

  it('leaves the examples alone when no address is given', () => {
    expect(readBuildEnv({}).inlined).toEqual({})
  })
})

describe('the server settings', () => {
  it('keep spam 30 days unless SPAM_RETENTION_DAYS says otherwise', () => {
    expect(readEnv({}).retention.spamDays).toBe(30)
    expect(readEnv({ SPAM_RETENTION_DAYS: '7' }).retention.spamDays).toBe(7)
  })

  it.each(['0', '-3', '1.5', 'a month'])('refuse SPAM_RETENTION_DAYS=%s with one line naming it', (value) => {
    expect(() => readEnv({ SPAM_RETENTION_DAYS: value })).toThrow(
      `SPAM_RETENTION_DAYS must be a whole number from 1 to 3650 (got "${value}")`,
    )
  })

  it("keep leads 24 months, won leads 72 and closed leads' files 12 unless set otherwise", () => {
    expect(readEnv({}).retention).toEqual({
      leadMonths: 24,
      wonLeadMonths: 72,
      uploadMonths: 12,
      spamDays: 30,
    })
    expect(
      readEnv({ LEAD_RETENTION_MONTHS: '18', WON_LEAD_RETENTION_MONTHS: '84', UPLOAD_RETENTION_MONTHS: '6' })
        .retention,
    ).toEqual({ leadMonths: 18, wonLeadMonths: 84, uploadMonths: 6, spamDays: 30 })
  })

  it.each(['LEAD_RETENTION_MONTHS', 'WON_LEAD_RETENTION_MONTHS', 'UPLOAD_RETENTION_MONTHS'])(
    'refuse %s=0 at start and at build, with one line naming it',
    (name) => {
      const message = `${name} must be a whole number from 1 to 240 (got "0")`
      expect(() => readEnv({ [name]: '0' })).toThrow(message)
      expect(() => readBuildEnv({ [name]: '0' })).toThrow(message)
    },
  )

  it('cap automatic replies per kind, network and address, each within its bounds', () => {
    expect(readEnv({}).mail.replyCaps).toEqual({
      hourly: { ack: 200, confirm: 100 },
      networkHourly: 10,
      addressDaily: 3,
    })
    expect(readEnv({ MAIL_ACK_HOURLY_CAP: '0' }).mail.replyCaps.hourly).toEqual({ ack: 0, confirm: 100 })
    for (const [name, value, rule] of [
      ['MAIL_ACK_HOURLY_CAP', '10001', 'from 0 to 10000'],
      ['MAIL_CONFIRM_HOURLY_CAP', '0', 'from 1 to 10000'],
      ['MAIL_REPLY_NETWORK_HOURLY_CAP', '0', 'from 1 to 1000'],
      ['MAIL_REPLY_ADDRESS_DAILY_CAP', '21', 'from 1 to 20'],
    ])
      expect(() => readEnv({ [name!]: value })).toThrow(
        `${name} must be a whole number ${rule} (got "${value}")`,
      )
  })

  it('keep .eml mail files 30 days, from 1 to 3650 as MAIL_FILE_RETENTION_DAYS says', () => {
    expect(readEnv({}).mail.fileRetentionDays).toBe(30)
    expect(readEnv({ MAIL_FILE_RETENTION_DAYS: '3650' }).mail.fileRetentionDays).toBe(3650)
    for (const value of ['0', '3651', 'forever'])
      expect(() => readEnv({ MAIL_FILE_RETENTION_DAYS: value })).toThrow(
        `MAIL_FILE_RETENTION_DAYS must be a whole number from 1 to 3650 (got "${value}")`,
      )
  })

  it('keep files in DATA_DIR/uploads unless UPLOADS_DIR or a bucket says otherwise', () => {
    expect(readEnv({ DATA_DIR: '/srv/data' }, '/').uploads).toEqual({ dir: '/srv/data/uploads' })
    expect(readEnv({ UPLOADS_DIR: '/mnt/shared/uploads' }, '/').uploads.dir).toBe('/mnt/shared/uploads')
    const s3 = { S3_BUCKET: 'artwork', S3_REGION: 'eu-west-2' }
    expect(readEnv(s3).uploads.s3).toEqual({
      bucket: 'artwork',
      region: 'eu-west-2',
      forcePathStyle: false,
      prefix: 'uploads/',
    })
  })

  it('refuse a bucket without its region, half a key pair, or a prefix that is no folder', () => {
    expect(() => readEnv({ S3_BUCKET: 'artwork' })).toThrow(/^S3_REGION must be set when S3_BUCKET is/)
    expect(() => readEnv({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/^S3_SECRET_ACCESS_KEY must be set together/)
    expect(() => readEnv({ S3_PREFIX: '/uploads' })).toThrow('S3_PREFIX must be folder names')
    // The secret is never repeated in the message.
    expect(() => readEnv({ S3_SECRET_ACCESS_KEY: 'hunter2' })).toThrow(/^S3_SECRET_ACCESS_KEY[^"]*$/)
  })

  it('give the content editor the local backend alone unless a git backend is set in full', () => {
    expect(readEnv({}).cms).toEqual({ localPort: 8081, git: undefined })
    const github = { CMS_BACKEND: 'github', CMS_REPO: 'sterling/site', CMS_OAUTH_CLIENT_ID: 'Iv1.a1' }
    expect(readEnv({ ...github, CMS_OAUTH_CLIENT_SECRET: 's3cret' }).cms.git).toEqual({
      provider: 'github',
      repo: 'sterling/site',
      branch: 'main',
      providerUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      clientId: 'Iv1.a1',
      clientSecret: 's3cret',
    })
    const enterprise = {
      ...github,
      CMS_OAUTH_CLIENT_SECRET: 's',
      CMS_PROVIDER_URL: 'https://git.example.com/',
    }
    expect(readEnv(enterprise).cms.git).toMatchObject({
      providerUrl: 'https://git.example.com',
      apiUrl: 'https://git.example.com/api/v3',
    })
    const gitea = { CMS_BACKEND: 'gitea', CMS_REPO: 'web/site', CMS_OAUTH_CLIENT_ID: 'abc' }
    expect(readEnv({ ...gitea, CMS_PROVIDER_URL: 'https://forge.example.com' }).cms.git).toMatchObject({
      apiUrl: 'https://forge.example.com/api/v1',
      clientSecret: undefined,
    })
    expect(() => readEnv({ CMS_BACKEND: 'bitbucket' })).toThrow(
      /^CMS_BACKEND must be github, gitlab or gitea/,
    )
    expect(() => readEnv({ CMS_BACKEND: 'github' })).toThrow(/^CMS_REPO must be set when CMS_BACKEND is/)
    expect(() => readEnv(github)).toThrow(/^CMS_OAUTH_CLIENT_SECRET must be set when CMS_BACKEND is github/)
    expect(() => readEnv(gitea)).toThrow(/^CMS_PROVIDER_URL must be set when CMS_BACKEND is gitea/)
    for (const repo of ['site', 'sterling/', 'sterling//site', '../site x'])
      expect(() => readEnv({ ...github, CMS_REPO: repo })).toThrow(/^CMS_REPO must be the repository/)
    // The secret is never repeated in the message.
    expect(() => readEnv({ CMS_OAUTH_CLIENT_SECRET: 'x'.repeat(600) })).toThrow(
      /^CMS_OAUTH_CLIENT_SECRET[^"]*$/,
    )
  })

  it('keep the store in SQLite unless DATABASE_URL names a PostgreSQL database', () => {
    expect(readEnv({}, '/srv/site').store).toEqual({
      dataDir: '/srv/site/data',
      databaseUrl: undefined,
      poolSize: 5,
    })
    for (const url of ['postgres://collector:secret@db:5432/leads', 'postgresql://db/leads?sslmode=require'])
      expect(readEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: '8' }).store).toMatchObject({
        databaseUrl: url,
        poolSize: 8,
      })
  })

  it.each(['mysql://db/leads', 'leads.sqlite'])('refuse DATABASE_URL=%s without repeating it', (value) => {
    expect(() => readEnv({ DATABASE_URL: value })).toThrow(
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    )
  })

  it("check the relay's certificate against Node's CAs, a CA file's, or not at all when told", () => {
    expect(readEnv({}).mail.tls).toEqual({ ca: undefined, rejectUnauthorized: true })
    const ca = readEnv({ SMTP_CA_FILE: 'server/test/tls/relay-cert.pem' }).mail.tls.ca
    expect(ca).toMatch(/^-----BEGIN CERTIFICATE-----/)
    expect(readEnv({ SMTP_TLS_REJECT_UNAUTHORIZED: 'false' }).mail.tls.rejectUnauthorized).toBe(false)
    expect(() => readEnv({ SMTP_TLS_REJECT_UNAUTHORIZED: 'no' })).toThrow(
      /^SMTP_TLS_REJECT_UNAUTHORIZED must be true or false \(got "no"\)$/,
    )
    expect(() => readEnv({ SMTP_CA_FILE: '/nowhere/ca.pem' })).toThrow(
      /^SMTP_CA_FILE cannot be read \(ENOENT\): \/nowhere\/ca.pem$/,
    )
    expect(() => readEnv({ SMTP_CA_FILE: 'package.json' })).toThrow(/^SMTP_CA_FILE must be PEM certificates/)
    expect(() =>
      readEnv({ SMTP_CA_FILE: 'server/test/tls/relay-cert.pem', SMTP_TLS_REJECT_UNAUTHORIZED: 'false' }),
    ).toThrow(/^SMTP_TLS_REJECT_UNAUTHORIZED must not be false while SMTP_CA_FILE is set/)
  })
})

describe('the origins allowed to post to the forms', () => {
  it("are the site's own and those of FORMS_ALLOWED_ORIGINS, as browsers write them", () => {
    const env = readEnv({
      SITE_URL: 'https://www.shop.example/',
      FORMS_ALLOWED_ORIGINS: 'https://CDN.shop.example/, http://localhost:8080 ,,https://www.shop.example',
    })
    expect(env.formsAllowedOrigins).toEqual([
      'https://www.shop.example',
      'https://cdn.shop.example',
      'http://localhost:8080',
    ])
    expect(readEnv({ PORT: '4000' }).formsAllowedOrigins).toEqual(['http://localhost:4000'])
  })

  it.each(['*', 'cdn.shop.example', 'https://cdn.shop.example/forms', 'ftp://cdn.shop.example'])(
    'refuse %s with one line naming the setting',
    (value) => {
      expect(() => readEnv({ FORMS_ALLOWED_ORIGINS: value })).toThrow(
        `FORMS_ALLOWED_ORIGINS must be origins such as https://www.example.com, separated by commas (got "${value}")`,
      )
    },
  )
})

describe('the settings that keep a production site safe', () => {
  it('require SITE_URL with NODE_ENV=production, in one line naming it', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      /^SITE_URL must be set when NODE_ENV=production/,
    )
    expect(readEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }).siteUrl).toBe(
      'https://www.example.com',
    )
  })

  it('trust no proxy unless TRUST_PROXY names how many or which', () => {
    expect(readEnv({}).trustProxy).toBe(0)
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1/128',
      'loopback',
    ])
  })

  it.each(['true', '*', '-1', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/8', '100'])(
    'refuse TRUST_PROXY=%s with one line naming it',
    (value) => {
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be the number of proxies/)
    },
  )
})
