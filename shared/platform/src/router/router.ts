/**
 * The router API of the whole site, and its one shared singleton.
 *
 * Every app imports routing from here, never from react-router-dom directly. Federation shares
 * this small module instead of the react-router-dom package: a shared module is never
 * tree-shaken, and the whole of react-router costs ~60 KB gzip, while the subset below
 * costs a third of that. All apps still run one router instance, so the shell's location
 * reaches every section.
 *
 * It lists only what the apps use. Deploy rule: an export is added before a section uses it, and
 * the shell is deployed first (a section runs against the shell's copy of this module).
 */
export { BrowserRouter, Link, MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
export type { LinkProps, NavigateFunction } from 'react-router-dom';
