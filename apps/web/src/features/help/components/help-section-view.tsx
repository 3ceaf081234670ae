import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HelpSection } from '../content/types';

/** One section of a help page: a heading, an optional paragraph, numbered steps and notes. */
export function HelpSectionView({ section }: { section: HelpSection }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {section.heading}
      </Typography>
      {section.text && <Typography sx={{ mb: 1 }}>{section.text}</Typography>}
      {section.steps && (
        <Box component="ol" sx={{ pl: 3, my: 0, '& li': { mb: 0.75 } }}>
          {section.steps.map((step) => (
            <li key={step}>
              <Typography component="span">{step}</Typography>
            </li>
          ))}
        </Box>
      )}
      {section.notes && (
        <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 0.75 } }}>
          {section.notes.map((note) => (
            <li key={note}>
              <Typography component="span">{note}</Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
