import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  // Every image stays a file of its own: inlined into the script, the hero could not load before it.
  build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0 },
});
