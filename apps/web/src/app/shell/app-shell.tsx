import { documentTitleFor, pageTitleFor } from '@bodega/domain';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { MOBILE_QUERY } from '../../config/layout';
import { Sidebar } from './sidebar';
import { TourProvider } from '../tour/tour-context';
import { TopBar } from './top-bar';
import { useProfileSync } from './use-profile-sync';

/** Layout of every signed-in screen: sidebar, top bar with the page title, and the page. */
export function AppShell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  // The sidebar starts open as a column, and collapsed as an overlay on narrow
  // screens; each layout keeps its own state so crossing the breakpoint restores its default.
  const [openIn, setOpenIn] = useState({ column: true, overlay: false });
  const open = isMobile ? openIn.overlay : openIn.column;
  const setOpen = (value: boolean) => setOpenIn((state) => ({ ...state, [isMobile ? 'overlay' : 'column']: value }));
  useProfileSync();

  const title = pageTitleFor(pathname, user?.role ?? null);
  useEffect(() => {
    document.title = documentTitleFor(title);
  }, [title]);

  if (!user) return null;
  return (
    <TourProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Sidebar
          user={user}
          open={open}
          mobile={isMobile}
          onClose={() => setOpen(false)}
          // An overlay sidebar closes once the user has picked a screen.
          onNavigate={() => isMobile && setOpen(false)}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar title={title} user={user} onToggleMenu={() => setOpen(!open)} menuOpen={open} />
          <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </TourProvider>
  );
}
