import { HELP_AREAS, HELP_TITLE } from '@bodega/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { API_DOCS_URL, paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/** /ayuda: one card per area of work; served by the app, so it works without internet. */
export default function HelpIndexPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={HELP_TITLE} description="Guías paso a paso para el personal de bodega y de los servicios clínicos." />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {HELP_AREAS.map((area) => (
          <li key={area.slug}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={paths.helpArea.href(area.slug)}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                    {area.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {area.summary}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      {user?.role === 'admin' && (
        <Typography sx={{ mt: 3 }}>
          Para integraciones con otros sistemas:{' '}
          <Link href={API_DOCS_URL} target="_blank" rel="noopener noreferrer">
            Documentación de la API <OpenInNewIcon fontSize="inherit" aria-hidden sx={{ verticalAlign: 'middle' }} />
          </Link>
        </Typography>
      )}
    </>
  );
}
