/** Traditional Chinese (Hong Kong) of ./social-media-management.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const socialMediaManagementPage: ServicePageContent = {
  slug: 'social-media-management',
  hero: {
    lead: '讓您在 LinkedIn、Instagram、Facebook、微信及小紅書上的帳戶保持活躍、貫徹品牌風格，累積積極互動的受眾——由熟悉香港的團隊每日打理。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '既建立品牌，又帶來生意的社交媒體',
    paragraphs: [
      '香港受眾在一個下午之內，便會在不同平台和語言之間來回切換：工作時上 LinkedIn，發掘新事物時看 Instagram 和 Facebook，溝通交談用 WhatsApp；若要接觸內地旅客和大灣區的合作夥伴，則要靠微信或小紅書。',
      '我們會為每個渠道定下清晰的角色，以合適的語言和語調製作內容，投放能觸及追蹤者以外受眾的廣告，並在每個工作天打理您的社群，讓您的帳戶保持活躍、回應迅速，值得追蹤。',
    ],
    atAGlance: [
      '渠道策略及每月內容日程表',
      '廣東話、英文及簡體中文內容',
      'Meta、LinkedIn 及小紅書付費社交廣告',
      '社群管理，於辦公時間內回覆',
      '附明確建議的每月成效報告',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'how-we-manage',
      title: '我們如何管理您的社交媒體',
      intro: '增長、內容、廣告及社群管理作為一個整體計劃運作，每月與您一同檢討。',
      cards: [
        {
          title: '增長黑客',
          description:
            '以有系統的實驗迅速擴大觸及面：嘗試新的內容形式和發佈時間、與香港創作者及夥伴品牌合作，並在平台規則容許的範圍內舉辦送禮活動——再集中投放資源於數據證明有效的做法。',
          icon: 'rocket-launch',
        },
        {
          title: '內容創作',
          description:
            '按每個平台和語言度身製作相片、短片、輪播帖文和文案——Instagram 配以廣東話說明文字，LinkedIn 發佈展現思想領導力的英文內容，微信則採用簡體中文——並透過簡便的每月審批流程確認。',
          icon: 'photo-camera',
        },
        {
          title: '社交媒體廣告',
          description:
            '在 Meta、LinkedIn 及小紅書投放廣告，按興趣、職位、地區及類似受眾精準定位；每星期測試不同版本的廣告創意，並把預算調撥到能帶來潛在客戶或銷售的廣告。',
          icon: 'campaign',
        },
        {
          title: '社群管理',
          description:
            '我們負責回覆留言和訊息、管理討論秩序，在議定時間內把投訴轉交您的團隊，並及早提示正在醞釀的問題，以中英文保持一致而樂於助人的品牌聲音。',
          icon: 'diversity3',
        },
      ],
    },
  ],
  cta: {
    title: '讓每個社交平台各司其職',
    text: '預約免費諮詢。我們會把您的帳戶與同業競爭對手比較，並建議最切合您目標的渠道、內容組合和每月預算。',
    action: { label: '評估社交媒體帳戶', href: paths.contact.consultation },
  },
};
