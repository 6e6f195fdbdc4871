// Types for the benches' plain JavaScript, so its tests are type-checked.
export function replaceSection(text: string, heading: string, body: string): string
export function sectionsOf(text: string): string
