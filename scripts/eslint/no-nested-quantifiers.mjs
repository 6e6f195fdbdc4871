import { RegExpParser, visitRegExpAST } from '@eslint-community/regexpp'

const repeats = (quantifier) => quantifier.max > 1

/**
 * Fails a regular expression literal with an unbounded quantifier inside another repeated group,
 * `(a+)*` or `(<!--[\s\S]*?-->\s*)*`: the shape whose ways of splitting one input multiply with
 * its length, and which backtracks exponentially when the match fails. eslint-plugin-regexp's
 * analysis does not see every such shape (a lazy quantifier inside a starred group escapes it), so
 * the shape itself is refused; a scanner or a flat expression does the job instead.
 */
export const noNestedQuantifiers = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow unbounded quantifiers nested in repeated groups' },
    schema: [],
    messages: {
      nested:
        "'{{inner}}' repeats inside '{{outer}}', which repeats too: such a pattern can backtrack exponentially. Write a linear scanner or a flat expression.",
    },
  },
  create(context) {
    const parser = new RegExpParser({ ecmaVersion: 2025 })
    return {
      Literal(node) {
        if (!node.regex) return
        let ast
        try {
          ast = parser.parseLiteral(`/${node.regex.pattern}/${node.regex.flags}`)
        } catch {
          return
        }
        const open = []
        visitRegExpAST(ast, {
          onQuantifierEnter(quantifier) {
            const outer = open.find(repeats)
            if (outer && quantifier.max === Infinity)
              context.report({ node, messageId: 'nested', data: { inner: quantifier.raw, outer: outer.raw } })
            open.push(quantifier)
          },
          onQuantifierLeave() {
            open.pop()
          },
        })
      },
    }
  },
}
