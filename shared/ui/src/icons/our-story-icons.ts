import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { OurStoryIcon } from '@agency/content/company-pages/about';
import type { IconComponent } from './icon-component';

/** The Our Story page’s icons (`ourStory.audiences`), by the key the content names each one with. */
export const ourStoryIcons: Record<OurStoryIcon, IconComponent> = {
  'corporate-fare': CorporateFareOutlined,
  'rocket-launch': RocketLaunchOutlined,
  storefront: StorefrontOutlined,
};
