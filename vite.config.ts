import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { contentInDevelopment } from './scripts/content-dev'
import { islandsInDevelopment } from './scripts/dev-islands'
import { builtPhotosModule } from './scripts/photos/vite-plugin'
import { islandChunksModule } from './vite.islands.config'

export default defineConfig({
  // The pages list the islands' code (app/islands/scripts.tsx); in development the same runtime
  // runs from source (scripts/dev-islands.ts).
  // The photos the build made reach the pages the same way (scripts/photos/vite-plugin.ts).
  plugins: [
    contentInDevelopment(),
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    islandChunksModule(),
    builtPhotosModule(),
    islandsInDevelopment(),
  ],
  server: {
    // In development the Fastify collector runs beside Vite.
    proxy: { '/api': 'http://localhost:3000' },
  },
})
