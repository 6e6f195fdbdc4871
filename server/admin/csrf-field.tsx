/** The field every form of the inbox carries: without it, or with another's, a post is refused 403. */
export const CsrfField = ({ token }: { token: string }) => <input type="hidden" name="_csrf" value={token} />
