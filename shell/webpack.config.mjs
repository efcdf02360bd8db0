import { createWebpackConfig } from '@agency/build/webpack';

export default createWebpackConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: Number(process.env.SHELL_PORT ?? 3000),
});
