import { colourProperties } from '../../../app/lib/brand-tokens'

/**
 * The inbox's own stylesheet: plain CSS with the brand's colours (app/lib/brand-tokens.ts), for
 * pages the site's Tailwind build never sees, and the softer tones of its own notices. System
 * fonts: staff load it all day, and nothing here is brand copy.
 */
export const baseCss = /* css */ `
:root {
${colourProperties('')}
  --success-soft: #e8f5ec;
  --danger-soft: #fdecea;
  --warning: #8a5a00;
  --warning-soft: #fff6db;
  --radius: 8px;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--ink);
  background: var(--surface);
}
a { color: var(--navy-700); }
a:hover { color: var(--accent-strong); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
h1, h2, h3 { line-height: 1.25; margin: 0 0 .5rem; }
h1 { font-size: 1.5rem; }
h2 { font-size: 1.125rem; }
h3 { font-size: 1rem; }
p { margin: 0 0 .75rem; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.skip-link { position: absolute; left: .5rem; top: -3rem; background: #fff; padding: .5rem .75rem; z-index: 10; }
.skip-link:focus { top: .5rem; }

.topbar {
  display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.25rem;
  padding: .625rem clamp(1rem, 3vw, 2rem);
  background: var(--navy-900); color: #fff;
}
.topbar a { color: #fff; text-decoration: none; }
.topbar a:hover, .topbar a[aria-current="page"] { text-decoration: underline; text-underline-offset: 4px; }
.brand { font-weight: 700; letter-spacing: .01em; margin-right: auto; }
.brand small { font-weight: 400; opacity: .8; margin-left: .375rem; }
.topbar nav ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
.account { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; font-size: .875rem; }
.account form { margin: 0; }
.topbar .button { border-color: rgba(255,255,255,.5); background: transparent; color: #fff; min-height: 36px; }
.topbar .button:hover { background: rgba(255,255,255,.12); color: #fff; }

main { padding: clamp(1rem, 3vw, 2rem); max-width: 1280px; margin: 0 auto; }
.page-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: .5rem 1rem; margin-bottom: 1rem; }
.panel { background: #fff; border: 1px solid var(--line); border-radius: var(--radius); padding: 1rem 1.25rem; margin-bottom: 1rem; }
.muted { color: var(--muted); }

.button {
  display: inline-flex; align-items: center; justify-content: center; gap: .375rem;
  min-height: 44px; padding: .5rem 1rem;
  font: inherit; font-weight: 600; line-height: 1.2; text-decoration: none; cursor: pointer;
  border: 1px solid var(--navy-700); border-radius: var(--radius);
  background: #fff; color: var(--navy-700);
}
.button:hover { background: var(--navy-50); color: var(--navy-900); }
.button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
.button.primary:hover { background: var(--accent-strong); border-color: var(--accent-strong); }
.button.danger { background: #fff; border-color: var(--danger); color: var(--danger); }
.button.danger:hover { background: var(--danger-soft); }
.button.link { border: 0; background: none; padding: 0; min-height: 0; color: var(--navy-700); text-decoration: underline; font-weight: 400; }

label, .label { display: block; font-weight: 600; margin-bottom: .25rem; }
input[type="text"], input[type="email"], input[type="password"], input[type="search"], input[type="date"],
select, textarea {
  width: 100%; min-height: 44px; padding: .5rem .625rem;
  font: inherit; color: inherit; background: #fff;
  border: 1px solid #8a96a8; border-radius: 6px;
}
textarea { min-height: 6rem; resize: vertical; }
.field { margin-bottom: 1rem; }
.hint { font-size: .875rem; color: var(--muted); margin-top: .25rem; }

.notice { border-radius: var(--radius); padding: .75rem 1rem; margin-bottom: 1rem; border: 1px solid; }
.notice.error { background: var(--danger-soft); border-color: var(--danger); color: #7a1710; }
.notice.success { background: var(--success-soft); border-color: var(--success); color: var(--success); }
.notice.warning { background: var(--warning-soft); border-color: #e0b000; color: var(--warning); }

.badge {
  display: inline-block; padding: .125rem .5rem; border-radius: 999px;
  font-size: .8125rem; font-weight: 600; white-space: nowrap;
  background: var(--navy-100); color: var(--navy-900);
}
.badge.new { background: var(--accent-soft); color: var(--accent-strong); }
.badge.quoted { background: #e7f0ff; color: #1d3f73; }
.badge.won { background: var(--success-soft); color: var(--success); }
.badge.lost { background: #eceff3; color: var(--muted); }
.badge.spam, .badge.overdue { background: var(--danger-soft); color: var(--danger); }
.badge.privacy { background: var(--warning-soft); color: var(--warning); }

/* On a phone the top bar keeps to two rows: the sections, then who is signed in and signing out. */
@media (max-width: 640px) {
  .topbar { gap: .375rem .75rem; }
  .account { width: 100%; font-size: .8125rem; gap: .375rem; }
  .account span { margin-right: auto; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; flex: 1 1 6rem; }
  .topbar .button { min-height: 32px; padding: .25rem .5rem; font-size: .8125rem; }
}
.sign-in { max-width: 24rem; margin: clamp(2rem, 10vh, 6rem) auto; }
.sign-in .panel { padding: 1.5rem; }
.sign-in .button { width: 100%; }
`
