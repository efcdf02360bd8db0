import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IconComponent } from '@agency/ui/icons/icon-component';
import type { ReactNode } from 'react';

export interface ContactDetailProps {
  icon: IconComponent;
  label: string;
  children: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/** One line of contact details (address, hours, e-mail, phone) under its own small heading. */
export function ContactDetail({ icon: Icon, label, children, headingLevel = 'h3' }: ContactDetailProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'action.selected',
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component={headingLevel} variant="subtitle2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {label}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}
