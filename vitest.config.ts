import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    // The fast suite never talks to a network: the Firebase contract runs in its own config.
    exclude: ['tests/**/*.emulator.test.ts', 'node_modules/**'],
  },
});
