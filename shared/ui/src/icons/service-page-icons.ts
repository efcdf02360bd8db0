import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import DocumentScannerOutlined from '@mui/icons-material/DocumentScannerOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import GpsFixedOutlined from '@mui/icons-material/GpsFixedOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import IntegrationInstructionsOutlined from '@mui/icons-material/IntegrationInstructionsOutlined';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ServicePageIcon } from '@agency/content/services/service-pages/service-page';
import type { IconComponent } from './icon-component';

/** The icons of the service pages’ cards (`servicePages`), by the key the content names each one with. */
export const servicePageIcons: Record<ServicePageIcon, IconComponent> = {
  article: ArticleOutlined,
  'auto-graph': AutoGraphOutlined,
  badge: BadgeOutlined,
  bolt: BoltOutlined,
  campaign: CampaignOutlined,
  category: CategoryOutlined,
  dashboard: DashboardOutlined,
  diversity3: Diversity3Outlined,
  'document-scanner': DocumentScannerOutlined,
  draw: DrawOutlined,
  'edit-note': EditNoteOutlined,
  event: EventOutlined,
  'event-repeat': EventRepeatOutlined,
  'fact-check': FactCheckOutlined,
  'filter-alt': FilterAltOutlined,
  'gps-fixed': GpsFixedOutlined,
  'group-add': GroupAddOutlined,
  handshake: HandshakeOutlined,
  hub: HubOutlined,
  insights: InsightsOutlined,
  'integration-instructions': IntegrationInstructionsOutlined,
  leaderboard: LeaderboardOutlined,
  mail: MailOutlined,
  'manage-search': ManageSearchOutlined,
  map: MapOutlined,
  'move-to-inbox': MoveToInboxOutlined,
  newspaper: NewspaperOutlined,
  'people-alt': PeopleAltOutlined,
  'person-search': PersonSearchOutlined,
  'photo-camera': PhotoCameraOutlined,
  policy: PolicyOutlined,
  psychology: PsychologyOutlined,
  public: PublicOutlined,
  'query-stats': QueryStatsOutlined,
  'receipt-long': ReceiptLongOutlined,
  'record-voice-over': RecordVoiceOverOutlined,
  'rocket-launch': RocketLaunchOutlined,
  route: RouteOutlined,
  science: ScienceOutlined,
  search: SearchOutlined,
  share: ShareOutlined,
  'smart-toy': SmartToyOutlined,
  speed: SpeedOutlined,
  storefront: StorefrontOutlined,
  sync: SyncOutlined,
  timeline: TimelineOutlined,
  translate: TranslateOutlined,
  'travel-explore': TravelExploreOutlined,
  tune: TuneOutlined,
  'verified-user': VerifiedUserOutlined,
  videocam: VideocamOutlined,
  'workspace-premium': WorkspacePremiumOutlined,
};
