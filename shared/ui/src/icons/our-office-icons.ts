import DirectionsBusOutlined from '@mui/icons-material/DirectionsBusOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import SubwayOutlined from '@mui/icons-material/SubwayOutlined';
import TramOutlined from '@mui/icons-material/TramOutlined';
import type { OurOfficeIcon } from '@agency/content/company-pages/about';
import type { IconComponent } from './icon-component';

/** The Our Office page’s icons (`ourOffice.directions`), by the key the content names each one with. */
export const ourOfficeIcons: Record<OurOfficeIcon, IconComponent> = {
  'directions-bus': DirectionsBusOutlined,
  'meeting-room': MeetingRoomOutlined,
  subway: SubwayOutlined,
  tram: TramOutlined,
};
