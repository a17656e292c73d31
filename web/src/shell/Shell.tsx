import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { OfflineStatus } from '../pwa/OfflineStatus';
import { Toaster } from '../ui/toast';
import { BrandingProvider, useBranding } from './branding';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { LoadError, Loading } from './StatusPanels';
import { TabBar } from './TabBar';
import { hidesTabBar } from './tabs';
import { useNationalSetup } from './useNationalSetup';

/** The app frame: branding, header, side menu, the current screen once set up, and the tab bar. */
export function Shell() {
  const setup = useNationalSetup();
  return (
    <BrandingProvider presentation={setup.presentation}>
      <Frame setup={setup} />
    </BrandingProvider>
  );
}

function Frame({ setup }: { setup: ReturnType<typeof useNationalSetup> }) {
  const { pathname } = useLocation();
  const branding = useBranding();
  const [menuOpen, setMenuOpen] = useState(false);
  useForceReload();

  let content = <Loading label={`Loading ${branding.name}…`} />;
  if (setup.ready)
    content = (
      <Suspense fallback={<Loading label="Loading…" />}>
        <Outlet />
      </Suspense>
    );
  else if (setup.error)
    content = <LoadError name={branding.name} error={setup.error} onRetry={setup.retry} />;

  return (
    <div className="shell" style={branding.style}>
      <title>{branding.name}</title>
      <meta
        name="theme-color"
        content={String(branding.style['--color-primary' as keyof typeof branding.style])}
      />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header name={branding.name} logoUrl={branding.logoUrl} onMenu={() => setMenuOpen(true)} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <OfflineStatus />
        {content}
      </main>
      {setup.ready && !hidesTabBar(pathname) && (
        <TabBar
          useExplorer={setup.ready.presentation.useExplorer}
          quickResults={setup.ready.modules.quickResults}
        />
      )}
      {setup.ready && (
        <SideMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          name={branding.name}
          useExplorer={setup.ready.presentation.useExplorer}
          quickResults={setup.ready.modules.quickResults}
        />
      )}
      <Toaster />
    </div>
  );
}

/** `?forceReload={timestamp}` refetches everything on screen, then leaves the URL (spec 2.1). */
function useForceReload() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const queryClient = useQueryClient();
  const force = params.get('forceReload');
  useEffect(() => {
    if (force === null) return;
    void queryClient.invalidateQueries();
    const rest = new URLSearchParams(params);
    rest.delete('forceReload');
    const search = rest.toString();
    navigate({ pathname, search: search ? `?${search}` : '', hash }, { replace: true });
  }, [force, params, navigate, pathname, hash, queryClient]);
}
