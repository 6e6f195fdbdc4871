import js from '@eslint/js'
import i18next from 'eslint-plugin-i18next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noNestedQuantifiers } from './scripts/eslint/no-nested-quantifiers.mjs'

/**
 * How an import of the app's `folder` is written, with the `~` alias or relatively from anywhere in
 * app/ ('../sections/faq' from a sibling under components/, './routes/home' from the root).
 */
function appImport(folder, rest = '(/|$)') {
  const [parent, name] = folder.includes('/') ? folder.split('/') : ['', folder]
  const alias = parent ? `~/${parent}/` : '~/'
  const relative = parent ? `(\\.{1,2}/)+(${parent}/)?` : '(\\.{1,2}/)+'
  return `^(${alias}|${relative})${name}${rest}`
}

const folder = (name, files = [`app/${name}/**`]) => ({ name: `app/${name}`, files, regex: appImport(name) })

/**
 * The app's layers, in the one order imports flow: a folder imports its own layer and the ones
 * before it, never a later one, so a change below never
 * needs one above. Islands sit beside them: each is declared once in
 * islands/parts around a component, and the later layers render them from there.
 */
const layers = [
  [folder('lib'), folder('content'), folder('i18n'), folder('components/ui'), folder('components/art')],
  [folder('components/sections'), folder('components/forms'), folder('components/layout')],
  [
    folder('routes', ['app/routes/**', 'app/routes.ts']),
    { name: 'app/root.tsx', files: ['app/root.tsx'], regex: appImport('root', '$') },
  ],
]
const flow = layers.map((layer) => layer.map(({ name }) => name.slice(4)).join(', ')).join(' → ')
const anyIsland = { name: 'app/islands', regex: appImport('islands') }
const islandRuntime = { name: 'the island runtime', regex: appImport('islands', '/(?!parts/)') }

/** Fails an import of any of `targets` from `files`, naming the layer it crosses into and why. */
function forbid(from, targets, why) {
  return {
    files: from.files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: targets.map((target) => ({
            regex: target.regex,
            message: `${from.name} may not import ${target.name}: ${target.why ?? why}`,
          })),
        },
      ],
    },
  }
}

const layerRules = [
  ...layers.flatMap((layer, index) =>
    layer.map((from) =>
      forbid(
        from,
        [
          ...layers.slice(index + 1).flat(),
          index === 0
            ? { ...anyIsland, why: `only the layers after ${from.name} render islands` }
            : { ...islandRuntime, why: 'islands are rendered from islands/parts, where each is declared' },
        ],
        `it is a later layer (${flow})`,
      ),
    ),
  ),
  forbid(
    { name: 'app/islands/parts', files: ['app/islands/parts/**'] },
    layers[2],
    'an island wraps a component, not a page',
  ),
  forbid(
    { name: 'the island runtime', files: ['app/islands/*.{ts,tsx}'] },
    [...layers[1], ...layers[2], folder('components/ui'), folder('components/art')],
    'the runtime reaches components only through islands/parts',
  ),
  forbid(
    { name: 'server/', files: ['server/**'] },
    [{ name: 'this part of app/', regex: '^(\\.\\./)+app/(?!lib/|content/|i18n/)' }],
    'the server imports only app/lib, app/content and app/i18n; the rest of app/ renders with React for the pre-render and the browser',
  ),
]

export default tseslint.config(
  {
    ignores: [
      'build',
      'build-*',
      '.react-router',
      'node_modules',
      'test-results',
      'playwright-report',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every word a visitor reads comes from app/i18n or app/content, in both languages.
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-only', 'jsx-attributes': { include: ['alt', 'aria-label', 'title', 'placeholder'] } },
      ],
    },
  },
  {
    files: ['app/**/*.test.tsx'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  {
    // Requests' bytes meet these expressions: none may take more than linear time on any input,
    // whether by backtracking in one match or by a match tried again at every position.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { regexp, linear: { rules: { 'no-nested-quantifiers': noNestedQuantifiers } } },
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'linear/no-nested-quantifiers': 'error',
    },
  },
  ...layerRules,
)
