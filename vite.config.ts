import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { islandsInDevelopment } from './scripts/dev-islands'

export default defineConfig({
  // In development the pages run the same island runtime as the build (scripts/dev-islands.ts).
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), islandsInDevelopment()],
  server: {
    // In development the Fastify collector runs beside Vite.
    proxy: { '/api': 'http://localhost:3000' },
  },
})
