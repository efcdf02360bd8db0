import { createWebpackConfig } from '@agency/build/webpack';

// The section's islands, exposed to the shell, are its island table's (src/islands/islands.ts).
export default createWebpackConfig({ name: 'contact', dir: import.meta.dirname });
