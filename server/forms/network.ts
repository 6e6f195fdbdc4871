import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network a client address belongs to, as the reply caps count it: its /24 for IPv4 (an
 * IPv4-mapped IPv6 address counts as IPv4), its /48 for IPv6, the block one site or one customer
 * of a provider is usually given. Whoever controls one address can usually take the others of its
 * network, so a cap per address alone would be no cap. Undefined for anything that is not an IP
 * address. Read by splitting, never by a pattern: the text comes from the connection.
 */
export function networkOf(address: string): string | undefined {
  const bare = address.length <= 64 ? address.split('%')[0]! : ''
  if (isIPv4(bare)) return ipv4Network(bare)
  if (!isIPv6(bare)) return undefined
  const groups = ipv6Groups(bare.toLowerCase())
  if (!groups) return undefined
  // ::ffff:a.b.c.d is an IPv4 client of a dual-stack listener.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return ipv4Network([groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.'))
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`
}

const ipv4Network = (address: string) => `${address.split('.').slice(0, 3).join('.')}.0/24`

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail spelled out. */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::')
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const first = parse(head)
  const last = tail === undefined ? [] : parse(tail)
  const groups = [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last]
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined
}
