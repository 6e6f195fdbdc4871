/** Runs the content step (scripts/content.ts), its report on this process's output; whether the content was good. */
export function runContentStep(): boolean
