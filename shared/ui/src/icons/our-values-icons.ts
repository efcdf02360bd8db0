import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { OurValuesIcon } from '@agency/content/company-pages/about';
import type { IconComponent } from './icon-component';

/** The Our Values page’s icons (`ourValues.values`), by the key the content names each one with. */
export const ourValuesIcons: Record<OurValuesIcon, IconComponent> = {
  'auto-stories': AutoStoriesOutlined,
  handshake: HandshakeOutlined,
  lightbulb: LightbulbOutlined,
  public: PublicOutlined,
  visibility: VisibilityOutlined,
  'workspace-premium': WorkspacePremiumOutlined,
};
