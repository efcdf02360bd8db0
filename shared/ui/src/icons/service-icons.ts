import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdsClickOutlined from '@mui/icons-material/AdsClickOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { ServiceIcon } from '@agency/content/services/services';
import type { IconComponent } from './icon-component';

/** The service cards’ icons (`services`), by the key the content names each one with. */
export const serviceIcons: Record<ServiceIcon, IconComponent> = {
  'account-tree': AccountTreeOutlined,
  'ads-click': AdsClickOutlined,
  article: ArticleOutlined,
  'auto-awesome': AutoAwesomeOutlined,
  'business-center': BusinessCenterOutlined,
  code: CodeOutlined,
  contacts: ContactsOutlined,
  forum: ForumOutlined,
  link: LinkOutlined,
  mail: MailOutlined,
  school: SchoolOutlined,
  'trending-up': TrendingUpOutlined,
};
