import { createWebpackConfig } from '@agency/build/webpack';

export default createWebpackConfig({
  name: 'blog',
  dir: import.meta.dirname,
  port: Number(process.env.BLOG_PORT ?? 3002),
  exposes: {
    // A page rendered in the browser, where the server could not include its fragment.
    './Section': './src/section.tsx',
    // The islands: the parts of the blog's pages that run code.
    './ShareButton': './src/islands/share-button.ts',
    './SubscribeButton': './src/islands/subscribe-button.ts',
  },
});
