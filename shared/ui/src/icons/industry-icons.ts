import AccessibilityNewOutlined from '@mui/icons-material/AccessibilityNewOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { IndustryIcon } from '@agency/content/portfolio/portfolio-industries';
import type { IconComponent } from './icon-component';

/** The icons of the industry pages’ feature cards (`industryPages`), by the key the content names each one with. */
export const industryIcons: Record<IndustryIcon, IconComponent> = {
  'accessibility-new': AccessibilityNewOutlined,
  'alt-route': AltRouteOutlined,
  api: ApiOutlined,
  'assignment-ind': AssignmentIndOutlined,
  calculate: CalculateOutlined,
  'co-present': CoPresentOutlined,
  'design-services': DesignServicesOutlined,
  'edit-note': EditNoteOutlined,
  'event-available': EventAvailableOutlined,
  'fact-check': FactCheckOutlined,
  inventory2: Inventory2Outlined,
  layers: LayersOutlined,
  'local-shipping': LocalShippingOutlined,
  payments: PaymentsOutlined,
  security: SecurityOutlined,
  storefront: StorefrontOutlined,
  'support-agent': SupportAgentOutlined,
  translate: TranslateOutlined,
  'verified-user': VerifiedUserOutlined,
};
