import { type ComponentType, lazy } from 'react';
import { RemoteLoadError } from './remote-load-error.ts';

type RemoteModule<P> = { default: ComponentType<P> };

/**
 * React.lazy for a federated module (`lazyRemote(() => import('mf_feed/HomePage'))`) whose load
 * failures reach RemoteBoundary as RemoteLoadError. After a failed load the bundler hands later imports
 * an empty module, so that case counts as a load failure too.
 */
export function lazyRemote<P extends object>(load: () => Promise<RemoteModule<P>>) {
  return lazy(() =>
    load().then(
      (module) => {
        if (module?.default == null) throw new RemoteLoadError('the module has no default export');
        return module;
      },
      (error: unknown) => {
        throw new RemoteLoadError(error);
      },
    ),
  );
}
