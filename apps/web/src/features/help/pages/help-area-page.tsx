import { findHelpArea, guardRoute, pageTitleFor } from '@bodega/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { isScreenAvailable, paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import NotFoundPage from '../../../app/not-found-page';
import { HelpSectionView } from '../components/help-section-view';
import { loadHelpPage } from '../content/load-help-page';

/** /ayuda/{area}: the guide of one area of work, with links to the screens the user may open. */
export default function HelpAreaPage() {
  const { area: slug = '' } = useParams();
  const { user } = useSession();
  const area = findHelpArea(slug);
  const page = useQuery({
    queryKey: ['help', slug],
    queryFn: () => loadHelpPage(slug),
    enabled: Boolean(area),
    staleTime: Infinity,
  });

  if (!area) return <NotFoundPage />;
  const screens = (page.data?.screens ?? []).filter(
    (screen) => user && isScreenAvailable(screen.path) && guardRoute(screen.path, user.role).kind === 'allow',
  );

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.helpArea.href(slug), user?.role ?? null)}
        actions={
          <Button component={RouterLink} to={paths.help.href()} startIcon={<ArrowBackIcon />} variant="outlined">
            Todas las guías
          </Button>
        }
      />
      {page.isPending && <PageLoader />}
      {page.isError && <Alert severity="error">No se pudo cargar la guía. Intente nuevamente.</Alert>}
      {page.data && (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 }, maxWidth: 880 }}>
          <Typography sx={{ mb: 3, fontSize: '1.05rem' }}>{page.data.intro}</Typography>
          {page.data.sections.map((section) => (
            <HelpSectionView key={section.heading} section={section} />
          ))}
          {screens.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                Ir a:
              </Typography>
              {screens.map((screen) => (
                <Button
                  key={screen.path}
                  component={RouterLink}
                  to={screen.path}
                  variant="contained"
                  size="small"
                  sx={{ minHeight: 44 }}
                >
                  {screen.label}
                </Button>
              ))}
            </Box>
          )}
        </Paper>
      )}
    </>
  );
}
