import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The floor page (bench/floor): built like the shop, without the shop. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/floor/',
  plugins: [react()],
  build: { manifest: true, emptyOutDir: true },
});
