// `node --import` this after tsx: the prerender step's asset imports (see asset-hooks.mjs).
import { register } from 'node:module';

register('./asset-hooks.mjs', import.meta.url);
