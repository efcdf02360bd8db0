import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ConsultationTypeCopy } from '@agency/shared/content/contact-pages';
import type { ConsultationTypeOption } from '@agency/shared/content/form-options';

export interface ConsultationTypeCardProps {
  option: ConsultationTypeOption;
  copy: ConsultationTypeCopy;
}

/** One consultation type: who it is for, what it covers and how long it takes. */
export function ConsultationTypeCard({ option, copy }: ConsultationTypeCardProps) {
  const { icon: Icon } = copy;
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 48,
              height: 48,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: 'action.selected',
              ...theme.applyStyles('dark', { bgcolor: 'rgba(143, 179, 255, 0.12)' }),
            })}
          >
            <Icon />
          </Box>
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
