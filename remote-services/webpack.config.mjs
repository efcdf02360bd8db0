import { createWebpackConfig } from '@agency/build/webpack';

export default createWebpackConfig({
  name: 'services',
  dir: import.meta.dirname,
  port: Number(process.env.SERVICES_PORT ?? 3001),
  exposes: {
    './Section': './src/section.tsx',
    './ServiceGrid': './src/components/service-grid.tsx',
  },
});
