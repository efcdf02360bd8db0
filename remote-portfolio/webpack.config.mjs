import { createWebpackConfig } from '@agency/build/webpack';

export default createWebpackConfig({
  name: 'portfolio',
  dir: import.meta.dirname,
  port: Number(process.env.PORTFOLIO_PORT ?? 3003),
  exposes: {
    './Section': './src/section.tsx',
  },
});
