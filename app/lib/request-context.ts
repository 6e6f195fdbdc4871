import type { ReturnedPost } from './forms/problems'
import type { StatusView } from './status-page'

/**
 * What the server hands a page it renders for one request, as React Router's load context: values
 * only the server knows, read from the store and checked before they get here. A page the build
 * pre-renders gets none of them (decision 031).
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** A buyer's status page: the token of its address and what it shows of the lead. */
    status?: { token: string; view: StatusView }
    /** The thank-you page: the reference of the request just stored, in its strict format. */
    reference?: string
    /**
     * The address the page stands for, built by the server: the page writes it into the address
     * bar before any other script runs, so a page that answered a post is reloaded by this address.
     */
    address?: string
    /**
     * A form's page for a post without JavaScript the collector refused: the visitor's values and
     * the problems, checked and bounded by the collector, which alone reads the post's body.
     */
    returned?: ReturnedPost
  }
}

export type { AppLoadContext as RequestContext } from 'react-router'
