import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import i18next from 'eslint-plugin-i18next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noNestedQuantifiers } from './scripts/eslint/no-nested-quantifiers.mjs'

const root = import.meta.dirname

/** A part of the code the layer rules name: the files in it, as globs from the project root. */
const part = (name, files = [`${name}/**`]) => ({ name, files })

/**
 * The languages every word is written in (`Locale`, the paths' language prefix): the ground all
 * the app stands on. It imports nothing of the app.
 */
const languages = part('app/lib/locale.ts', ['app/lib/locale.ts'])
const content = part('app/content')
const i18n = part('app/i18n')
const lib = part('app/lib')
const islandRuntime = part('the island runtime', ['app/islands/*.{ts,tsx}'])
const components = ['ui', 'art', 'sections', 'forms', 'layout'].map((name) => part(`app/components/${name}`))
const [ui, art, sections, forms, layout] = components
const islandParts = part('app/islands/parts')
const routes = part('app/routes', ['app/routes/**', 'app/routes.{ts,tsx}'])
const rootRoute = part('app/root.tsx', ['app/root.tsx'])

/**
 * The app's layers, in the one order imports flow: a part imports its own layer and the ones
 * before it, never a later one. The words (page copy and interface strings, filled by
 * one i18next) stand under the code that uses them; the island runtime under the components it
 * brings to life, which never import it; each island is declared once in islands/parts around a
 * component, and the pages render it from there.
 */
const layers = [
  [languages],
  [content, i18n],
  [lib],
  [islandRuntime],
  [ui, art],
  [sections, forms, layout],
  [islandParts],
  [routes, rootRoute],
]
const flow = layers.map((layer) => layer.map(({ name }) => name.replace(/^app\//, '')).join(', ')).join(' → ')

/** A zone: `from` may not import `to`, with a message naming the crossing and why. */
const zone = (from, to, why) => ({
  target: from.files,
  from: to.files,
  message: `${from.name} may not import ${to.name}: ${why}.`,
})

/** Pairs whose run-time direction is checked by `runTimeOnly` instead of a zone (see below). */
const typedByLib = (from, to) => (from === content || from === i18n) && to === lib

const appZones = [
  ...[content, i18n, part('app/lib', ['app/lib/!(locale).{ts,tsx}', 'app/lib/*/**'])].map((to) =>
    zone(languages, to, 'the languages are the ground every layer stands on'),
  ),
  ...layers.slice(1).flatMap((layer, index) =>
    layer.flatMap((from) =>
      layers
        .slice(index + 2)
        .flat()
        .filter((to) => !typedByLib(from, to))
        .map((to) => zone(from, to, `it is a later layer (${flow})`)),
    ),
  ),
  ...components.map((from) =>
    zone(
      from,
      islandRuntime,
      'a component renders the same with or without the runtime; islands/parts wraps it',
    ),
  ),
]

/**
 * Inside the server, rooms stand on floors: the settings (env.ts) on nothing of the server, the
 * store on the settings, and the rooms that use the store (files, forms, mail, admin and the rest)
 * on it. Tests may wire rooms together, as the server does.
 */
const server = part('server')
const settings = part('server/env.ts', ['server/env.ts'])
const store = part('server/store', ['server/store/**/!(*.test).ts'])
const storeRooms = part('a room that stands on the store', [
  'server/{files,forms,mail,admin,status,newsletter,cli}/**',
  // The names of the kept mail files stand beside the delivery that writes them, on the store's schema.
  'server/delivery/!(mail-files).ts',
  'server/{app,index,pages,health}.ts',
])
/**
 * The server's words (server/words.ts): what the mails, the status page, the collector and the inbox
 * say, read by every room and standing on the app's words alone, so no room borrows another's.
 */
const serverWords = part('server/words.ts', ['server/words.ts'])
const adminRoutes = part('server/admin/routes', ['server/admin/routes/**/!(*.test).{ts,tsx}'])
const adminPlugin = part('server/admin/plugin.ts', ['server/admin/plugin.ts'])
const appForServer = part('this part of app/', [
  'app/{components,islands,routes,testing}/**',
  'app/{root,routes}.{ts,tsx}',
])
const reactOfLib = part('a React module of app/lib (a hook or a component)', [
  'app/lib/**/{use-*,toast}.ts',
  'app/lib/**/*.tsx',
])

const serverZones = [
  zone(
    server,
    appForServer,
    'the server imports only app/lib, app/content and app/i18n; the rest of app/ renders with React for the pre-render and the browser',
  ),
  zone(
    server,
    reactOfLib,
    "hooks and components keep a page's state in the browser, which the server has none of",
  ),
  zone(
    settings,
    part('the rest of server/', ['server/!(env).{ts,tsx}', 'server/*/**']),
    'the settings are read before anything else and depend on nothing of the server',
  ),
  zone(
    store,
    storeRooms,
    'the store is the floor those rooms stand on; what it needs of them (removing files) is handed in',
  ),
  zone(
    serverWords,
    part('the rest of server/', ['server/!(words).{ts,tsx}', 'server/*/**']),
    'the words stand under every room that says something; a room reads them, never the other way',
  ),
  zone(adminRoutes, adminPlugin, 'the plugin registers the routes; what both read is in admin/options.ts'),
]

/**
 * The words are written against the keys of the rule tables (a form's fields, a status page's
 * steps), so they may name lib's types; at run time they stand under lib and never load it.
 */
const runTimeOnly = [content, i18n].map((from) => ({
  files: from.files,
  // A test may check the words through the code that shows them.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(~/|(\\.{1,2}/)+)lib/(?!locale$)',
            allowTypeImports: true,
            message: `${from.name} may not import app/lib at run time: the words stand under the code that uses them (${flow}); \`import type\` may name lib's keys.`,
          },
        ],
      },
    ],
  },
}))

const layerRules = [
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Modules are read as TypeScript to follow their imports, with the paths tsconfig.json maps (`~/`).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      // A circle of imports loads one of its modules half-made, and hides which of them comes first.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...appZones, ...serverZones] }],
    },
  },
  ...runTimeOnly,
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
      'app/content/data',
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
  {
    // Stands in for React Router's server build in the server's tests: it renders the routes as the
    // build does, so it is the one server file that imports them.
    files: ['server/test/render.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
)
