import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ConsultationTypeCopy } from '@agency/content/contact/contact-pages';
import type { ConsultationTypeOption } from '@agency/content/contact/form-options';
import { IconTile } from '@agency/ui/icon-tile';
import { contactIcons } from '@agency/ui/icons/contact-icons';

export interface ConsultationTypeCardProps {
  option: ConsultationTypeOption;
  copy: ConsultationTypeCopy;
}

/** One consultation type: who it is for, what it covers and how long it takes. */
export function ConsultationTypeCard({ option, copy }: ConsultationTypeCardProps) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <IconTile icon={contactIcons[copy.icon]} />
          <Chip
            icon={<ScheduleOutlined aria-hidden />}
            label={option.duration}
            variant="outlined"
            color="secondary"
            size="small"
          />
        </Box>
        <Typography variant="h4" component="h3">
          {option.label}
        </Typography>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {copy.audience}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {copy.description}
        </Typography>
      </CardContent>
    </Card>
  );
}
