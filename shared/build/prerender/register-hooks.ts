// `node --import` this after tsx (which loads it and, through it, the hooks): the prerender
// step's asset imports (see asset-hooks.ts).
import { register } from 'node:module';

register('./asset-hooks.ts', import.meta.url);
