import { createWebpackConfig } from '@agency/build/webpack';

export default createWebpackConfig({
  name: 'contact',
  dir: import.meta.dirname,
  port: Number(process.env.CONTACT_PORT ?? 3004),
  exposes: {
    // Pages rendered in the browser, where the server could not include their fragments.
    './Section': './src/section.tsx',
    './QuoteForm': './src/features/quote/quote-form.tsx',
    // The island: the four enquiry forms.
    './EnquiryForm': './src/islands/enquiry-form.tsx',
  },
});
