import type { RemoteModuleId, RemoteModules } from '@agency/shared/contracts';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { createElement } from 'react';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionLoading } from './section-fallback';
import { useRemoteModule } from './use-remote-module';

type WidgetProps<Id extends RemoteModuleId> = ComponentProps<RemoteModules[Id]['default']>;

export interface RemoteWidgetProps<Id extends RemoteModuleId> {
  id: Id;
  props: WidgetProps<Id>;
  /** What the visitor sees if the widget cannot load; receives a retry callback. */
  fallback: (retry: () => void) => ReactNode;
}

/** A remote component embedded in a shell page (e.g. Home's service grid), contained like a section. */
export function RemoteWidget<Id extends RemoteModuleId>({ id, props, fallback }: RemoteWidgetProps<Id>) {
  const [state, retry] = useRemoteModule(id);
  if (state.status === 'loading') return <SectionLoading variant="widget" />;
  if (state.status === 'failed') return <>{fallback(retry)}</>;
  // The union of contract components collapses here; `id` and `props` are tied by the signature above.
  const Widget = state.module.default as ComponentType<object>;
  return (
    <SectionErrorBoundary fallback={(reset) => fallback(reset)} onReset={retry}>
      {createElement(Widget, props)}
    </SectionErrorBoundary>
  );
}
