import { forwardRef } from 'react';
import type { LinkProps } from 'react-router-dom';
import { Link } from 'react-router-dom';

/** A react-router Link that MUI components take as `component`, mapping `href` to `to`. */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { href: string }>(
  function RouterLink({ href, ...props }, ref) {
    return <Link ref={ref} to={href} {...props} />;
  },
);
