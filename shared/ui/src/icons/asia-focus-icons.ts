import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { AsiaFocusIcon } from '@agency/content/blog/blog-asia-focus';
import type { IconComponent } from './icon-component';

/** The Asia Focus topics’ icons (`asiaFocus.topics`), by the key the content names each one with. */
export const asiaFocusIcons: Record<AsiaFocusIcon, IconComponent> = {
  apartment: ApartmentOutlined,
  forum: ForumOutlined,
  hub: HubOutlined,
  storefront: StorefrontOutlined,
};
