import type { Config } from 'tailwindcss';

// Tailwind 4 reads this file through the `@config` line in app/globals.css.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: '#1d4ed8', muted: '#dbeafe' },
      },
    },
  },
};

export default config;
