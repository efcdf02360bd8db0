import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { DetailedPoint } from '@agency/content/company-pages/about';
import { IconTile } from '@agency/ui/icon-tile';
import type { IconComponent } from '@agency/ui/icons/icon-component';

export interface DetailCardProps {
  point: DetailedPoint;
  /** The point's icon, drawn from its page's icon map. */
  icon: IconComponent;
  /** Label above the list of details, e.g. "In practice". */
  detailsLabel: string;
  headingLevel?: 'h2' | 'h3';
}

/** A value or a reason to choose us: icon, title, description and what it means in concrete terms. */
export function DetailCard({ point, icon, detailsLabel, headingLevel = 'h3' }: DetailCardProps) {
  const { title, description, details } = point;
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <IconTile icon={icon} />
        <Typography variant="h4" component={headingLevel}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {description}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 2, borderTop: '1px solid', borderColor: 'divider' }}>
          <Typography component="p" variant="overline" color="secondary" sx={{ lineHeight: 2 }}>
            {detailsLabel}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {details.map((detail) => (
              <Box component="li" key={detail} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckRounded aria-hidden color="primary" sx={{ fontSize: 18, mt: '3px', flexShrink: 0 }} />
                <Typography variant="body2">{detail}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
