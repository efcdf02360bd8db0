import { forwardRef } from 'react';
import type { LinkProps } from '@agency/platform/router';
import { Link } from '@agency/platform/router';

/** A react-router Link that MUI components take as `component`, mapping `href` to `to`. */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { href: string }>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} {...props} />;
});
