import type { SectionProps } from '@agency/shared/contracts';
import type { RemoteName } from '@agency/shared/routes';
import { useLocation } from '@agency/shared/router';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionLoading, SectionUnavailable } from './section-fallback';
import type { UseRemoteModuleOptions } from './use-remote-module';
import { useRemoteModule } from './use-remote-module';

export interface RemoteSectionProps extends SectionProps, UseRemoteModuleOptions {
  name: RemoteName;
}

/** Renders a remote's `./Section`, contained: loading, bounded retry, fallback, Try again. */
export function RemoteSection({ name, notFound, ...options }: RemoteSectionProps) {
  const [state, retry] = useRemoteModule(`${name}/Section`, options);
  const { pathname } = useLocation();

  if (state.status === 'loading') return <SectionLoading />;
  if (state.status === 'failed') return <SectionUnavailable onRetry={retry} />;
  const Section = state.module.default;
  return (
    <SectionErrorBoundary
      resetKey={pathname}
      fallback={(reset) => <SectionUnavailable onRetry={reset} />}
      onReset={retry}
    >
      <Section notFound={notFound} />
    </SectionErrorBoundary>
  );
}
