import { createWebpackConfig } from '@agency/build/webpack';

export default createWebpackConfig({
  name: 'blog',
  dir: import.meta.dirname,
  port: Number(process.env.BLOG_PORT ?? 3002),
  exposes: {
    './Section': './src/section.tsx',
  },
});
