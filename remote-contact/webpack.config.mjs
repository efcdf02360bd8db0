import { createWebpackConfig } from '@agency/build/webpack';

export default createWebpackConfig({
  name: 'contact',
  dir: import.meta.dirname,
  port: Number(process.env.CONTACT_PORT ?? 3004),
  exposes: {
    './Section': './src/section.tsx',
    './QuoteForm': './src/features/quote/quote-form.tsx',
  },
});
