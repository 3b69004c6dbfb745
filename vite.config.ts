import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pathAliases } from './scripts/pathAliases.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: pathAliases },
  server: {
    port: 3000,
    // In development the API runs as its own process (tsx watch); Vite forwards to it.
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
