import { createWebpackConfig } from '@agency/build/webpack';

export default createWebpackConfig({ name: 'shell', dir: import.meta.dirname });
