import { PRODUCT_NAME } from '@touchline/domain';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { brandPrefix, brandStyle } from './brand';
import { Header } from './Header';
import { LoadError, Loading } from './StatusPanels';
import { TabBar } from './TabBar';
import { hidesTabBar } from './tabs';
import { useNationalSetup } from './useNationalSetup';

/** The app frame: header, the current screen once the national setup has loaded, and the tab bar. */
export function Shell() {
  const { pathname } = useLocation();
  const setup = useNationalSetup();
  const meta = setup.presentation?.meta;
  const name = meta?.name || PRODUCT_NAME;
  const prefix = brandPrefix(pathname);

  let content = <Loading label={`Loading ${name}…`} />;
  if (setup.ready)
    content = (
      <Suspense fallback={<Loading label="Loading…" />}>
        <Outlet />
      </Suspense>
    );
  else if (setup.error) content = <LoadError name={name} error={setup.error} onRetry={setup.retry} />;

  return (
    <div className="shell" style={brandStyle(meta)}>
      <title>{name}</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header name={name} logoUrl={meta?.imgUrl ?? null} homePath={prefix || '/'} />
      <main id="main" className="shell__main" tabIndex={-1}>
        {content}
      </main>
      {setup.ready && !hidesTabBar(pathname) && (
        <TabBar
          prefix={prefix}
          useExplorer={setup.ready.presentation.useExplorer}
          quickResults={setup.ready.modules.quickResults}
        />
      )}
    </div>
  );
}
