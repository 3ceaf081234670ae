import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DEFAULT_TITLE } from '@bodega/domain';
import { useEffect, type ReactNode } from 'react';

/** The centred card with the product name and slogan shared by the sign-in screens. */
export function AuthLayout({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  useEffect(() => {
    document.title = DEFAULT_TITLE;
  }, []);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0b6e99 0%, #064663 55%, #00897b 100%)',
      }}
    >
      <Card variant="elevation" elevation={8} sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <LocalHospitalIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h1" component="h1" sx={{ mt: 1 }}>
              {DEFAULT_TITLE}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
