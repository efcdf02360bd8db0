import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { IconComponent } from './icons/icon-component';
import { brand } from './theme/brand';

export interface IconTileProps {
  icon: IconComponent;
}

/** The 48 px rounded tile that heads a card with its icon; decorative, so hidden from screen readers. */
export function IconTile({ icon: Icon }: IconTileProps) {
  return (
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
        ...theme.applyStyles('dark', { bgcolor: alpha(brand.blueLight, 0.12) }),
      })}
    >
      <Icon />
    </Box>
  );
}
