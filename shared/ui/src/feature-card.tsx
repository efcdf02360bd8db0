import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { kitCopy } from '@agency/content/site/kit-copy';
import { IconTile } from './icon-tile';
import { useLocalized } from '@agency/ui/theme';
import type { IconComponent } from './icons/icon-component';

export interface FeatureCardProps {
  title: string;
  description: string;
  icon?: IconComponent;
  /** Adds a text link at the bottom of the card. */
  link?: { label: string; href: string };
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Icon, title, text and an optional link: service cards, feature cards, benefit cards. */
export function FeatureCard({ title, description, icon, link, headingLevel = 'h3' }: FeatureCardProps) {
  const kit = useLocalized(kitCopy);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        {icon && <IconTile icon={icon} />}
        <Typography variant="h4" component={headingLevel}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, lineHeight: 1.7 }}>
          {description}
        </Typography>
        {link && (
          <Link
            href={link.href}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start', mt: 1 }}
          >
            {link.label}
            <Box component="span" sx={visuallyHidden}>
              {kit.linkAbout(title)}
            </Box>
            <ArrowForward fontSize="small" aria-hidden />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
