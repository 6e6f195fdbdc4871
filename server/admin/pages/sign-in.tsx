import { CsrfField } from '../csrf-field'
import { Document } from '../layout'

export interface SignInProps {
  csrf: string
  /** Where to go once signed in: an inbox path. */
  next?: string
  email?: string
  problem?: 'wrong' | 'throttled' | 'unavailable' | 'signed-out' | 'expired'
  /** Minutes to wait when throttled. */
  waitMinutes?: number
}

const problems = {
  // The same words whether or not the account exists: the page tells nobody which addresses have one.
  wrong: 'The email or password is not right.',
  throttled: 'Too many attempts to sign in.',
  unavailable: 'Signing in is not possible just now. Try again in a minute.',
  'signed-out': 'You are signed out.',
  expired: 'Your session has ended. Sign in again to go on.',
} as const

export function SignInPage({ csrf, next, email, problem, waitMinutes }: SignInProps) {
  const error = problem === 'wrong' || problem === 'throttled' || problem === 'unavailable'
  return (
    <Document title="Sign in">
      <main id="main" className="sign-in">
        <h1>Sales inbox</h1>
        {problem && (
          <div className={`notice ${error ? 'error' : 'success'}`} role={error ? 'alert' : 'status'}>
            {problems[problem]}
            {problem === 'throttled' && waitMinutes !== undefined && (
              <> Try again in {waitMinutes === 1 ? 'a minute' : `${waitMinutes} minutes`}.</>
            )}
          </div>
        )}
        <form className="panel" method="post" action="/admin/sign-in">
          <CsrfField token={csrf} />
          {next && <input type="hidden" name="next" value={next} />}
          <div className="field">
            <label htmlFor="email">Email</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={email}
              autoFocus={!email}
            />
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus={Boolean(email)}
            />
          </div>
          <button className="button primary" type="submit">
            Sign in
          </button>
        </form>
      </main>
    </Document>
  )
}
