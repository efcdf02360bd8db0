import type { RemoteModules, SectionProps } from '@agency/platform/contracts';
import type { RemoteName } from '@agency/platform/routes';
import { useCallback } from 'react';
import { useLocation } from '@agency/platform/router';
import { usePageOrigin } from '../composition/page-origin';
import { RemoteSlot } from './remote-slot';
import { SectionLoading, SectionUnavailable } from './section-fallback';
import type { UseRemoteModuleOptions } from './use-remote-module';

export interface RemoteSectionProps extends SectionProps, UseRemoteModuleOptions {
  name: RemoteName;
}

const sectionUnavailable = (retry: () => void) => <SectionUnavailable onRetry={retry} />;

/**
 * Renders a remote's `./Section` in the main area, contained: loading, bounded retry, fallback,
 * Try again; over a page composed by the server, it hydrates the section's fragment in place.
 */
export function RemoteSection({ name, notFound, ...options }: RemoteSectionProps) {
  const origin = usePageOrigin();
  const { pathname } = useLocation();
  const render = useCallback(
    (module: RemoteModules[`${RemoteName}/Section`]) => <module.default notFound={notFound} />,
    [notFound],
  );

  // The server answered this path with its not-found page (a sub-path the section does not serve).
  if (origin.kind === 'hydrate' && origin.page.notFound && origin.page.pathname === pathname) return notFound;

  return (
    <RemoteSlot
      id={`${name}/Section`}
      render={render}
      placeholder={<SectionLoading />}
      fallback={sectionUnavailable}
      resetKey={pathname}
      {...options}
    />
  );
}
