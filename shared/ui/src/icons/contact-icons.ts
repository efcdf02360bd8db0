import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import IntegrationInstructionsOutlined from '@mui/icons-material/IntegrationInstructionsOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ContactIcon } from '@agency/content/contact/contact-pages';
import type { IconComponent } from './icon-component';

/** The icons of the contact pages’ cards (consultation types, training programmes, partnership models and reasons), by the key the content names each one with. */
export const contactIcons: Record<ContactIcon, IconComponent> = {
  'auto-awesome': AutoAwesomeOutlined,
  diversity3: Diversity3Outlined,
  engineering: EngineeringOutlined,
  groups: GroupsOutlined,
  handshake: HandshakeOutlined,
  hub: HubOutlined,
  insights: InsightsOutlined,
  'integration-instructions': IntegrationInstructionsOutlined,
  lightbulb: LightbulbOutlined,
  map: MapOutlined,
  public: PublicOutlined,
  'rocket-launch': RocketLaunchOutlined,
  'trending-up': TrendingUpOutlined,
  'workspace-premium': WorkspacePremiumOutlined,
};
